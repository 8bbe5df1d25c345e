/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} House_Number_Invalid18Inputs */

const cs_house_number_invalid18 = /** @type {(inputs: House_Number_Invalid18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Číslo domu obsahuje alespoň jednu číslici`)
};

/**

* @param {House_Number_Invalid18Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const house_number_invalid18 = cs_house_number_invalid18;
export { house_number_invalid18 as "HOUSE_NUMBER_INVALID" }