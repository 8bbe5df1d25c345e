/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouthousenumber2Inputs */

const de_checkouthousenumber2 = /** @type {(inputs: Checkouthousenumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hausnummer`)
};

/**

* @param {Checkouthousenumber2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkouthousenumber2 = de_checkouthousenumber2;
export { checkouthousenumber2 as "checkoutHouseNumber" }