/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutacceptterms2Inputs */

const sv_checkoutacceptterms2 = /** @type {(inputs: Checkoutacceptterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jag godkänner villkoren och har tagit del av informationen om ångerrätt.`)
};

/**

* @param {Checkoutacceptterms2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutacceptterms2 = sv_checkoutacceptterms2;
export { checkoutacceptterms2 as "checkoutAcceptTerms" }