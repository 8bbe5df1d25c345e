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
const country_not_delivered19 = sv_country_not_delivered19;
export { country_not_delivered19 as "COUNTRY_NOT_DELIVERED" }