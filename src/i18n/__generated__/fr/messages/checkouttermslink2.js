/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttermslink2Inputs */

const fr_checkouttermslink2 = /** @type {(inputs: Checkouttermslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`conditions générales de vente`)
};

/**

* @param {Checkouttermslink2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkouttermslink2 = fr_checkouttermslink2;
export { checkouttermslink2 as "checkoutTermsLink" }