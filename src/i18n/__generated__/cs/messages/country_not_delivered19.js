/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Country_Not_Delivered19Inputs */

const cs_country_not_delivered19 = /** @type {(inputs: Country_Not_Delivered19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do této země bohužel nedoručujeme`)
};

/**

* @param {Country_Not_Delivered19Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const country_not_delivered19 = cs_country_not_delivered19;
export { country_not_delivered19 as "COUNTRY_NOT_DELIVERED" }