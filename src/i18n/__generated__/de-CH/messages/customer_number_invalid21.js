/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customer_Number_Invalid21Inputs */

const de_ch2_customer_number_invalid21 = /** @type {(inputs: Customer_Number_Invalid21Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Kundennummer besteht aus 6 - 8 Ziffern`)
};

/**

* @param {Customer_Number_Invalid21Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customer_number_invalid21 = /** @type {((inputs?: Customer_Number_Invalid21Inputs, options?: { locale?: "de-CH" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Customer_Number_Invalid21Inputs, { locale?: "de-CH" }, {}>} */ ((inputs = {}, options = {}) => {
	return de_ch2_customer_number_invalid21(inputs)
});
export { customer_number_invalid21 as "CUSTOMER_NUMBER_INVALID" }