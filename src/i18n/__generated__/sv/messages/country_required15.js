/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Country_Required15Inputs */

const sv_country_required15 = /** @type {(inputs: Country_Required15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Välj leveransland`)
};

/**

* @param {Country_Required15Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const country_required15 = sv_country_required15;
export { country_required15 as "COUNTRY_REQUIRED" }