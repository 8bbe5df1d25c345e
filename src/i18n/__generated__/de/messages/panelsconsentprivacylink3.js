/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentprivacylink3Inputs */

const de_panelsconsentprivacylink3 = /** @type {(inputs: Panelsconsentprivacylink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzhinweisen`)
};

/**

* @param {Panelsconsentprivacylink3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelsconsentprivacylink3 = de_panelsconsentprivacylink3;
export { panelsconsentprivacylink3 as "panelsConsentPrivacyLink" }