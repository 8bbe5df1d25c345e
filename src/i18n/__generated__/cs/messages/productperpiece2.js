/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Productperpiece2Inputs */

const cs_productperpiece2 = /** @type {(inputs: Productperpiece2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} za kus`)
};

/**

* @param {Productperpiece2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productperpiece2 = cs_productperpiece2;
export { productperpiece2 as "productPerPiece" }