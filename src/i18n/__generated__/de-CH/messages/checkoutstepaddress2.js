/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstepaddress2Inputs */

const de_ch2_checkoutstepaddress2 = /** @type {(inputs: Checkoutstepaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferadresse`)
};

/**

* @param {Checkoutstepaddress2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutstepaddress2 = de_ch2_checkoutstepaddress2;
export { checkoutstepaddress2 as "checkoutStepAddress" }