/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouthousenumber2Inputs */

const sv_checkouthousenumber2 = /** @type {(inputs: Checkouthousenumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Husnummer`)
};

/**

* @param {Checkouthousenumber2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkouthousenumber2 = sv_checkouthousenumber2;
export { checkouthousenumber2 as "checkoutHouseNumber" }