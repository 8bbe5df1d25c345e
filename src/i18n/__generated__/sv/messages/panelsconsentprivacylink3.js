/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentprivacylink3Inputs */

const sv_panelsconsentprivacylink3 = /** @type {(inputs: Panelsconsentprivacylink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`integritetspolicy`)
};

/**

* @param {Panelsconsentprivacylink3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelsconsentprivacylink3 = sv_panelsconsentprivacylink3;
export { panelsconsentprivacylink3 as "panelsConsentPrivacyLink" }