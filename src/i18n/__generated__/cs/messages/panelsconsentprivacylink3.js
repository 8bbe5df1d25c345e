/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentprivacylink3Inputs */

const cs_panelsconsentprivacylink3 = /** @type {(inputs: Panelsconsentprivacylink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zásadách ochrany osobních údajů`)
};

/**

* @param {Panelsconsentprivacylink3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelsconsentprivacylink3 = cs_panelsconsentprivacylink3;
export { panelsconsentprivacylink3 as "panelsConsentPrivacyLink" }