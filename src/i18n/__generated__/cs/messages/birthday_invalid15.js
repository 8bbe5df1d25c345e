/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Birthday_Invalid15Inputs */

const cs_birthday_invalid15 = /** @type {(inputs: Birthday_Invalid15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zadejte prosím platné datum`)
};

/**

* @param {Birthday_Invalid15Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const birthday_invalid15 = cs_birthday_invalid15;
export { birthday_invalid15 as "BIRTHDAY_INVALID" }