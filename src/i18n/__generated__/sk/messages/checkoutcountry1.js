/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcountry1Inputs */

const sk_checkoutcountry1 = /** @type {(inputs: Checkoutcountry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Krajina`)
};

/**

* @param {Checkoutcountry1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutcountry1 = sk_checkoutcountry1;
export { checkoutcountry1 as "checkoutCountry" }