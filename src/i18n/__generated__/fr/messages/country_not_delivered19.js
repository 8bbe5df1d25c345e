/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Country_Not_Delivered19Inputs */

const fr_country_not_delivered19 = /** @type {(inputs: Country_Not_Delivered19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne livrons malheureusement pas dans ce pays`)
};

/**

* @param {Country_Not_Delivered19Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const country_not_delivered19 = /** @type {((inputs?: Country_Not_Delivered19Inputs, options?: { locale?: "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Country_Not_Delivered19Inputs, { locale?: "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	return fr_country_not_delivered19(inputs)
});
export { country_not_delivered19 as "COUNTRY_NOT_DELIVERED" }