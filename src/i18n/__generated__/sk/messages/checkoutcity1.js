/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcity1Inputs */

const sk_checkoutcity1 = /** @type {(inputs: Checkoutcity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mesto`)
};

/**

* @param {Checkoutcity1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutcity1 = sk_checkoutcity1;
export { checkoutcity1 as "checkoutCity" }