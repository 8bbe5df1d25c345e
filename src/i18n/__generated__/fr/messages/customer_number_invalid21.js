/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customer_Number_Invalid21Inputs */

const fr_customer_number_invalid21 = /** @type {(inputs: Customer_Number_Invalid21Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le numéro client comporte 6 à 8 chiffres`)
};

/**

* @param {Customer_Number_Invalid21Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customer_number_invalid21 = fr_customer_number_invalid21;
export { customer_number_invalid21 as "CUSTOMER_NUMBER_INVALID" }