/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Orderformsizesoldout3Inputs */

const cs_orderformsizesoldout3 = /** @type {(inputs: Orderformsizesoldout3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} – vyprodáno`)
};

/**

* @param {Orderformsizesoldout3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderformsizesoldout3 = cs_orderformsizesoldout3;
export { orderformsizesoldout3 as "orderformSizeSoldOut" }