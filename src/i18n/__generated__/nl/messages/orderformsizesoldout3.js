/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Orderformsizesoldout3Inputs */

const nl_orderformsizesoldout3 = /** @type {(inputs: Orderformsizesoldout3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} – uitverkocht`)
};

/**

* @param {Orderformsizesoldout3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformsizesoldout3 = nl_orderformsizesoldout3;
export { orderformsizesoldout3 as "orderformSizeSoldOut" }