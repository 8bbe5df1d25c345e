/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Country_Not_Delivered19Inputs */

const de_country_not_delivered19 = /** @type {(inputs: Country_Not_Delivered19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In dieses Land liefern wir leider nicht`)
};

/**

* @param {Country_Not_Delivered19Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const country_not_delivered19 = de_country_not_delivered19;
export { country_not_delivered19 as "COUNTRY_NOT_DELIVERED" }