/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Country_Required15Inputs */

const de_country_required15 = /** @type {(inputs: Country_Required15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wählen Sie ein Lieferland`)
};

/**

* @param {Country_Required15Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const country_required15 = de_country_required15;
export { country_required15 as "COUNTRY_REQUIRED" }