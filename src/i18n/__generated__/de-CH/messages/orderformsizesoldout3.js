/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Orderformsizesoldout3Inputs */

const de_ch2_orderformsizesoldout3 = /** @type {(inputs: Orderformsizesoldout3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} – ausverkauft`)
};

/**

* @param {Orderformsizesoldout3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderformsizesoldout3 = de_ch2_orderformsizesoldout3;
export { orderformsizesoldout3 as "orderformSizeSoldOut" }