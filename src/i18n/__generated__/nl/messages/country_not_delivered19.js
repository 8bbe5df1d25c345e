/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Country_Not_Delivered19Inputs */

const nl_country_not_delivered19 = /** @type {(inputs: Country_Not_Delivered19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helaas bezorgen we niet in dit land`)
};

/**

* @param {Country_Not_Delivered19Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const country_not_delivered19 = nl_country_not_delivered19;
export { country_not_delivered19 as "COUNTRY_NOT_DELIVERED" }