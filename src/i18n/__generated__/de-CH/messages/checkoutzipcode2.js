/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutzipcode2Inputs */

const de_ch2_checkoutzipcode2 = /** @type {(inputs: Checkoutzipcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PLZ`)
};

/**

* @param {Checkoutzipcode2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutzipcode2 = de_ch2_checkoutzipcode2;
export { checkoutzipcode2 as "checkoutZipCode" }