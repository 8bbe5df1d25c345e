/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Productdisposallabel2Inputs */

const fr_productdisposallabel2 = /** @type {(inputs: Productdisposallabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Service d’enlèvement : reprise de l’ancien matelas ou sommier (${i?.fee} par pièce)`)
};

/**

* @param {Productdisposallabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productdisposallabel2 = fr_productdisposallabel2;
export { productdisposallabel2 as "productDisposalLabel" }