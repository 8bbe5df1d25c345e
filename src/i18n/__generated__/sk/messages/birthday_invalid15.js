/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Birthday_Invalid15Inputs */

const sk_birthday_invalid15 = /** @type {(inputs: Birthday_Invalid15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zadajte, prosím, platný dátum`)
};

/**

* @param {Birthday_Invalid15Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const birthday_invalid15 = sk_birthday_invalid15;
export { birthday_invalid15 as "BIRTHDAY_INVALID" }