/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Country_Required15Inputs */

const cs_country_required15 = /** @type {(inputs: Country_Required15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte prosím zemi doručení`)
};

/**

* @param {Country_Required15Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const country_required15 = cs_country_required15;
export { country_required15 as "COUNTRY_REQUIRED" }