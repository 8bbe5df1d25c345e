/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Country_Not_Delivered19Inputs */

const sv_country_not_delivered19 = /** @type {(inputs: Country_Not_Delivered19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tyvärr levererar vi inte till det här landet`)
};

/**

* @param {Country_Not_Delivered19Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const country_not_delivered19 = /** @type {((inputs?: Country_Not_Delivered19Inputs, options?: { locale?: "sv" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Country_Not_Delivered19Inputs, { locale?: "sv" }, {}>} */ ((inputs = {}, options = {}) => {
	return sv_country_not_delivered19(inputs)
});
export { country_not_delivered19 as "COUNTRY_NOT_DELIVERED" }