/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Deliverymidof2Inputs */

const cs_deliverymidof2 = /** @type {(inputs: Deliverymidof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dodání v polovině ${i?.month}`)
};

/**

* @param {Deliverymidof2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const deliverymidof2 = cs_deliverymidof2;
export { deliverymidof2 as "deliveryMidOf" }