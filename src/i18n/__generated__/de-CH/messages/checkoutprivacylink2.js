/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutprivacylink2Inputs */

const de_ch2_checkoutprivacylink2 = /** @type {(inputs: Checkoutprivacylink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzhinweisen`)
};

/**

* @param {Checkoutprivacylink2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutprivacylink2 = de_ch2_checkoutprivacylink2;
export { checkoutprivacylink2 as "checkoutPrivacyLink" }