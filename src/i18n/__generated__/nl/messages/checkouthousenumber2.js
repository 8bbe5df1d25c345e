/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouthousenumber2Inputs */

const nl_checkouthousenumber2 = /** @type {(inputs: Checkouthousenumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huisnummer`)
};

/**

* @param {Checkouthousenumber2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkouthousenumber2 = nl_checkouthousenumber2;
export { checkouthousenumber2 as "checkoutHouseNumber" }