/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Country_Required15Inputs */

const sk_country_required15 = /** @type {(inputs: Country_Required15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte, prosím, krajinu doručenia`)
};

/**

* @param {Country_Required15Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const country_required15 = sk_country_required15;
export { country_required15 as "COUNTRY_REQUIRED" }