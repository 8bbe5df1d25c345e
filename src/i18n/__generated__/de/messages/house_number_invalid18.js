/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} House_Number_Invalid18Inputs */

const de_house_number_invalid18 = /** @type {(inputs: House_Number_Invalid18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Hausnummer enthält mindestens eine Ziffer`)
};

/**

* @param {House_Number_Invalid18Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const house_number_invalid18 = de_house_number_invalid18;
export { house_number_invalid18 as "HOUSE_NUMBER_INVALID" }