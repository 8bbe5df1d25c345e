/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Productforwardingtext2Inputs */

const fr_productforwardingtext2 = /** @type {(inputs: Productforwardingtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` : livraison jusqu’au trottoir, plus ${i?.fee} de frais de transport par commande`)
};

/**

* @param {Productforwardingtext2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productforwardingtext2 = fr_productforwardingtext2;
export { productforwardingtext2 as "productForwardingText" }