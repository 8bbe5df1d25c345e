/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentprivacylink3Inputs */

const nl_panelsconsentprivacylink3 = /** @type {(inputs: Panelsconsentprivacylink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacyverklaring`)
};

/**

* @param {Panelsconsentprivacylink3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelsconsentprivacylink3 = nl_panelsconsentprivacylink3;
export { panelsconsentprivacylink3 as "panelsConsentPrivacyLink" }