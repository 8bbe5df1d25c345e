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
const customer_number_invalid21 = /** @type {((inputs?: Customer_Number_Invalid21Inputs, options?: { locale?: "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Customer_Number_Invalid21Inputs, { locale?: "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	return fr_customer_number_invalid21(inputs)
});
export { customer_number_invalid21 as "CUSTOMER_NUMBER_INVALID" }