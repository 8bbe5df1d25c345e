/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Birthday_Invalid15Inputs */

const de_ch2_birthday_invalid15 = /** @type {(inputs: Birthday_Invalid15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie ein gültiges Datum ein`)
};

/**

* @param {Birthday_Invalid15Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const birthday_invalid15 = de_ch2_birthday_invalid15;
export { birthday_invalid15 as "BIRTHDAY_INVALID" }