/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutprivacylink2Inputs */

const fr_checkoutprivacylink2 = /** @type {(inputs: Checkoutprivacylink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`déclaration de protection des données`)
};

/**

* @param {Checkoutprivacylink2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutprivacylink2 = fr_checkoutprivacylink2;
export { checkoutprivacylink2 as "checkoutPrivacyLink" }