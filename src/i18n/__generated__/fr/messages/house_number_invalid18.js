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
const house_number_invalid18 = fr_house_number_invalid18;
export { house_number_invalid18 as "HOUSE_NUMBER_INVALID" }