/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutacceptterms2Inputs */

const cs_checkoutacceptterms2 = /** @type {(inputs: Checkoutacceptterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Souhlasím s obchodními podmínkami a beru na vědomí poučení o odstoupení.`)
};

/**

* @param {Checkoutacceptterms2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutacceptterms2 = cs_checkoutacceptterms2;
export { checkoutacceptterms2 as "checkoutAcceptTerms" }