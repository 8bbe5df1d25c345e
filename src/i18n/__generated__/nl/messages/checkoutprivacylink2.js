/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutprivacylink2Inputs */

const nl_checkoutprivacylink2 = /** @type {(inputs: Checkoutprivacylink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacyverklaring`)
};

/**

* @param {Checkoutprivacylink2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutprivacylink2 = nl_checkoutprivacylink2;
export { checkoutprivacylink2 as "checkoutPrivacyLink" }