/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutemail1Inputs */

const de_ch2_checkoutemail1 = /** @type {(inputs: Checkoutemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse`)
};

/**

* @param {Checkoutemail1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutemail1 = de_ch2_checkoutemail1;
export { checkoutemail1 as "checkoutEmail" }