/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Deliveryendof2Inputs */

const fr_deliveryendof2 = /** @type {(inputs: Deliveryendof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`livrable fin ${i?.month}`)
};

/**

* @param {Deliveryendof2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const deliveryendof2 = fr_deliveryendof2;
export { deliveryendof2 as "deliveryEndOf" }