/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} House_Number_Invalid18Inputs */

const sv_house_number_invalid18 = /** @type {(inputs: House_Number_Invalid18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gatunumret innehåller minst en siffra`)
};

/**

* @param {House_Number_Invalid18Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const house_number_invalid18 = sv_house_number_invalid18;
export { house_number_invalid18 as "HOUSE_NUMBER_INVALID" }