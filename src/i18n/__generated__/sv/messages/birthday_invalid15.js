/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Birthday_Invalid15Inputs */

const sv_birthday_invalid15 = /** @type {(inputs: Birthday_Invalid15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ange ett giltigt datum`)
};

/**

* @param {Birthday_Invalid15Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const birthday_invalid15 = sv_birthday_invalid15;
export { birthday_invalid15 as "BIRTHDAY_INVALID" }