/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutacceptterms2Inputs */

const de_ch2_checkoutacceptterms2 = /** @type {(inputs: Checkoutacceptterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ich akzeptiere die AGB und habe die Widerrufsbelehrung zur Kenntnis genommen.`)
};

/**

* @param {Checkoutacceptterms2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutacceptterms2 = de_ch2_checkoutacceptterms2;
export { checkoutacceptterms2 as "checkoutAcceptTerms" }