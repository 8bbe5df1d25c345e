/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} House_Number_Invalid18Inputs */

const fr_house_number_invalid18 = /** @type {(inputs: House_Number_Invalid18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le numéro de rue contient au moins un chiffre`)
};

/**

* @param {House_Number_Invalid18Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const house_number_invalid18 = /** @type {((inputs?: House_Number_Invalid18Inputs, options?: { locale?: "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<House_Number_Invalid18Inputs, { locale?: "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	return fr_house_number_invalid18(inputs)
});
export { house_number_invalid18 as "HOUSE_NUMBER_INVALID" }