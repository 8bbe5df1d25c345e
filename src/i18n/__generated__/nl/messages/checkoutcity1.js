/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcity1Inputs */

const nl_checkoutcity1 = /** @type {(inputs: Checkoutcity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plaats`)
};

/**

* @param {Checkoutcity1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutcity1 = nl_checkoutcity1;
export { checkoutcity1 as "checkoutCity" }