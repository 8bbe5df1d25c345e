/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Productperpiece2Inputs */

const de_productperpiece2 = /** @type {(inputs: Productperpiece2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} pro Stück`)
};

/**

* @param {Productperpiece2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productperpiece2 = de_productperpiece2;
export { productperpiece2 as "productPerPiece" }