/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Country_Not_Delivered19Inputs */

const sk_country_not_delivered19 = /** @type {(inputs: Country_Not_Delivered19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do tejto krajiny, žiaľ, nedoručujeme`)
};

/**

* @param {Country_Not_Delivered19Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const country_not_delivered19 = sk_country_not_delivered19;
export { country_not_delivered19 as "COUNTRY_NOT_DELIVERED" }