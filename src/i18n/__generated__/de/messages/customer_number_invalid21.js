/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customer_Number_Invalid21Inputs */

const de_customer_number_invalid21 = /** @type {(inputs: Customer_Number_Invalid21Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Kundennummer besteht aus 6 - 8 Ziffern`)
};

/**

* @param {Customer_Number_Invalid21Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customer_number_invalid21 = de_customer_number_invalid21;
export { customer_number_invalid21 as "CUSTOMER_NUMBER_INVALID" }