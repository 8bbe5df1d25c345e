/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Birthday_Invalid15Inputs */

const fr_birthday_invalid15 = /** @type {(inputs: Birthday_Invalid15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une date valide`)
};

/**

* @param {Birthday_Invalid15Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const birthday_invalid15 = fr_birthday_invalid15;
export { birthday_invalid15 as "BIRTHDAY_INVALID" }