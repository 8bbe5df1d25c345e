/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutprivacylink2Inputs */

const sk_checkoutprivacylink2 = /** @type {(inputs: Checkoutprivacylink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ochrana osobných údajov`)
};

/**

* @param {Checkoutprivacylink2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutprivacylink2 = sk_checkoutprivacylink2;
export { checkoutprivacylink2 as "checkoutPrivacyLink" }