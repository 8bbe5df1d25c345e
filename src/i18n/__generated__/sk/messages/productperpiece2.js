/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Productperpiece2Inputs */

const sk_productperpiece2 = /** @type {(inputs: Productperpiece2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} za kus`)
};

/**

* @param {Productperpiece2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productperpiece2 = sk_productperpiece2;
export { productperpiece2 as "productPerPiece" }