/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutacceptterms2Inputs */

const nl_checkoutacceptterms2 = /** @type {(inputs: Checkoutacceptterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ik ga akkoord met de algemene voorwaarden en heb de herroepingsinformatie gelezen.`)
};

/**

* @param {Checkoutacceptterms2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutacceptterms2 = nl_checkoutacceptterms2;
export { checkoutacceptterms2 as "checkoutAcceptTerms" }