/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutadditional1Inputs */

const de_ch2_checkoutadditional1 = /** @type {(inputs: Checkoutadditional1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresszusatz`)
};

/**

* @param {Checkoutadditional1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutadditional1 = de_ch2_checkoutadditional1;
export { checkoutadditional1 as "checkoutAdditional" }