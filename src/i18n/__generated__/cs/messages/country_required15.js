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
const country_required15 = /** @type {((inputs?: Country_Required15Inputs, options?: { locale?: "cs" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Country_Required15Inputs, { locale?: "cs" }, {}>} */ ((inputs = {}, options = {}) => {
	return cs_country_required15(inputs)
});
export { country_required15 as "COUNTRY_REQUIRED" }