/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Country_Required15Inputs */

const nl_country_required15 = /** @type {(inputs: Country_Required15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een bezorgland`)
};

/**

* @param {Country_Required15Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const country_required15 = nl_country_required15;
export { country_required15 as "COUNTRY_REQUIRED" }