/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Birthday_Invalid15Inputs */

const nl_birthday_invalid15 = /** @type {(inputs: Birthday_Invalid15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vul een geldige datum in`)
};

/**

* @param {Birthday_Invalid15Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const birthday_invalid15 = nl_birthday_invalid15;
export { birthday_invalid15 as "BIRTHDAY_INVALID" }