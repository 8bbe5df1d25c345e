/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customer_Number_Invalid21Inputs */

const sv_customer_number_invalid21 = /** @type {(inputs: Customer_Number_Invalid21Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kundnumret består av 6–8 siffror`)
};

/**

* @param {Customer_Number_Invalid21Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customer_number_invalid21 = sv_customer_number_invalid21;
export { customer_number_invalid21 as "CUSTOMER_NUMBER_INVALID" }