/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttoaddress2Inputs */

const de_ch2_checkouttoaddress2 = /** @type {(inputs: Checkouttoaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter zur Lieferadresse`)
};

/**

* @param {Checkouttoaddress2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkouttoaddress2 = de_ch2_checkouttoaddress2;
export { checkouttoaddress2 as "checkoutToAddress" }