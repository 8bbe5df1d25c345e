/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Deliverymidof2Inputs */

const nl_deliverymidof2 = /** @type {(inputs: Deliverymidof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`leverbaar half ${i?.month}`)
};

/**

* @param {Deliverymidof2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const deliverymidof2 = nl_deliverymidof2;
export { deliverymidof2 as "deliveryMidOf" }