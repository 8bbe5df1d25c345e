/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Orderformsizesoldout3Inputs */

const sk_orderformsizesoldout3 = /** @type {(inputs: Orderformsizesoldout3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} – vypredané`)
};

/**

* @param {Orderformsizesoldout3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformsizesoldout3 = sk_orderformsizesoldout3;
export { orderformsizesoldout3 as "orderformSizeSoldOut" }