/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcity1Inputs */

const fr_checkoutcity1 = /** @type {(inputs: Checkoutcity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Localité`)
};

/**

* @param {Checkoutcity1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutcity1 = fr_checkoutcity1;
export { checkoutcity1 as "checkoutCity" }