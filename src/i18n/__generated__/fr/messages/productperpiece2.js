/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Productperpiece2Inputs */

const fr_productperpiece2 = /** @type {(inputs: Productperpiece2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} la pièce`)
};

/**

* @param {Productperpiece2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productperpiece2 = fr_productperpiece2;
export { productperpiece2 as "productPerPiece" }