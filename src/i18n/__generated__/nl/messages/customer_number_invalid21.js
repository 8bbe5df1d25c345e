/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customer_Number_Invalid21Inputs */

const nl_customer_number_invalid21 = /** @type {(inputs: Customer_Number_Invalid21Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het klantnummer bestaat uit 6 tot 8 cijfers`)
};

/**

* @param {Customer_Number_Invalid21Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customer_number_invalid21 = nl_customer_number_invalid21;
export { customer_number_invalid21 as "CUSTOMER_NUMBER_INVALID" }