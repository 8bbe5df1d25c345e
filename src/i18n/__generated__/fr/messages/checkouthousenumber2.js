/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouthousenumber2Inputs */

const fr_checkouthousenumber2 = /** @type {(inputs: Checkouthousenumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro`)
};

/**

* @param {Checkouthousenumber2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkouthousenumber2 = fr_checkouthousenumber2;
export { checkouthousenumber2 as "checkoutHouseNumber" }