/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutguesttitle2Inputs */

const de_ch2_checkoutguesttitle2 = /** @type {(inputs: Checkoutguesttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ich bin neu hier`)
};

/**

* @param {Checkoutguesttitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutguesttitle2 = de_ch2_checkoutguesttitle2;
export { checkoutguesttitle2 as "checkoutGuestTitle" }