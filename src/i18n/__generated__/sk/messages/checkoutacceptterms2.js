/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutacceptterms2Inputs */

const sk_checkoutacceptterms2 = /** @type {(inputs: Checkoutacceptterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Súhlasím s obchodnými podmienkami a beriem na vedomie poučenie o odstúpení.`)
};

/**

* @param {Checkoutacceptterms2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutacceptterms2 = sk_checkoutacceptterms2;
export { checkoutacceptterms2 as "checkoutAcceptTerms" }