/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Productperpiece2Inputs */

const nl_productperpiece2 = /** @type {(inputs: Productperpiece2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} per stuk`)
};

/**

* @param {Productperpiece2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productperpiece2 = nl_productperpiece2;
export { productperpiece2 as "productPerPiece" }