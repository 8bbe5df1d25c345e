/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Country_Required15Inputs */

const fr_country_required15 = /** @type {(inputs: Country_Required15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un pays de livraison`)
};

/**

* @param {Country_Required15Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const country_required15 = fr_country_required15;
export { country_required15 as "COUNTRY_REQUIRED" }