/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutzipcode2Inputs */

const fr_checkoutzipcode2 = /** @type {(inputs: Checkoutzipcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NPA`)
};

/**

* @param {Checkoutzipcode2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutzipcode2 = fr_checkoutzipcode2;
export { checkoutzipcode2 as "checkoutZipCode" }