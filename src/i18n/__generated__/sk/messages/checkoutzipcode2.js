/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutzipcode2Inputs */

const sk_checkoutzipcode2 = /** @type {(inputs: Checkoutzipcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PSČ`)
};

/**

* @param {Checkoutzipcode2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutzipcode2 = sk_checkoutzipcode2;
export { checkoutzipcode2 as "checkoutZipCode" }