/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pieces: NonNullable<unknown>, price: NonNullable<unknown> }} Productdisposalpieces2Inputs */

const de_productdisposalpieces2 = /** @type {(inputs: Productdisposalpieces2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pieces} Stück (${i?.price})`)
};

/**

* @param {Productdisposalpieces2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productdisposalpieces2 = de_productdisposalpieces2;
export { productdisposalpieces2 as "productDisposalPieces" }