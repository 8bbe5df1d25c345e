/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutacceptterms2Inputs */

const fr_checkoutacceptterms2 = /** @type {(inputs: Checkoutacceptterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J’accepte les CGV et j’ai pris connaissance de l’information sur la rétractation.`)
};

/**

* @param {Checkoutacceptterms2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutacceptterms2 = fr_checkoutacceptterms2;
export { checkoutacceptterms2 as "checkoutAcceptTerms" }