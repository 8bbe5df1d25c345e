/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} House_Number_Invalid18Inputs */

const nl_house_number_invalid18 = /** @type {(inputs: House_Number_Invalid18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het huisnummer bevat minimaal één cijfer`)
};

/**

* @param {House_Number_Invalid18Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const house_number_invalid18 = nl_house_number_invalid18;
export { house_number_invalid18 as "HOUSE_NUMBER_INVALID" }