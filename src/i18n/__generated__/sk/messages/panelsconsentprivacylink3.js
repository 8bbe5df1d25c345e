/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentprivacylink3Inputs */

const sk_panelsconsentprivacylink3 = /** @type {(inputs: Panelsconsentprivacylink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zásadách ochrany osobných údajov`)
};

/**

* @param {Panelsconsentprivacylink3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelsconsentprivacylink3 = sk_panelsconsentprivacylink3;
export { panelsconsentprivacylink3 as "panelsConsentPrivacyLink" }