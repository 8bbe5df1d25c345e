/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customer_Number_Invalid21Inputs */

const cs_customer_number_invalid21 = /** @type {(inputs: Customer_Number_Invalid21Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zákaznické číslo má 6 až 8 číslic`)
};

/**

* @param {Customer_Number_Invalid21Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customer_number_invalid21 = cs_customer_number_invalid21;
export { customer_number_invalid21 as "CUSTOMER_NUMBER_INVALID" }