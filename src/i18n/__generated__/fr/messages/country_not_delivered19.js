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
const country_not_delivered19 = fr_country_not_delivered19;
export { country_not_delivered19 as "COUNTRY_NOT_DELIVERED" }