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
const country_required15 = /** @type {((inputs?: Country_Required15Inputs, options?: { locale?: "nl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Country_Required15Inputs, { locale?: "nl" }, {}>} */ ((inputs = {}, options = {}) => {
	return nl_country_required15(inputs)
});
export { country_required15 as "COUNTRY_REQUIRED" }