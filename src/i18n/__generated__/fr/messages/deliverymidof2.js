/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Deliverymidof2Inputs */

const fr_deliverymidof2 = /** @type {(inputs: Deliverymidof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`livrable mi-${i?.month}`)
};

/**

* @param {Deliverymidof2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const deliverymidof2 = fr_deliverymidof2;
export { deliverymidof2 as "deliveryMidOf" }