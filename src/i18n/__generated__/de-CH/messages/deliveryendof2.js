/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Deliveryendof2Inputs */

const de_ch2_deliveryendof2 = /** @type {(inputs: Deliveryendof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`lieferbar Ende ${i?.month}`)
};

/**

* @param {Deliveryendof2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const deliveryendof2 = de_ch2_deliveryendof2;
export { deliveryendof2 as "deliveryEndOf" }