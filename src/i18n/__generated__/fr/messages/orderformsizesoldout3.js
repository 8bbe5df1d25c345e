/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Orderformsizesoldout3Inputs */

const fr_orderformsizesoldout3 = /** @type {(inputs: Orderformsizesoldout3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} – épuisé`)
};

/**

* @param {Orderformsizesoldout3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformsizesoldout3 = fr_orderformsizesoldout3;
export { orderformsizesoldout3 as "orderformSizeSoldOut" }