/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutprivacylink2Inputs */

const cs_checkoutprivacylink2 = /** @type {(inputs: Checkoutprivacylink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ochrana osobních údajů`)
};

/**

* @param {Checkoutprivacylink2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutprivacylink2 = cs_checkoutprivacylink2;
export { checkoutprivacylink2 as "checkoutPrivacyLink" }