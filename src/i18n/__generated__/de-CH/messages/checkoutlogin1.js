/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutlogin1Inputs */

const de_ch2_checkoutlogin1 = /** @type {(inputs: Checkoutlogin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

/**

* @param {Checkoutlogin1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutlogin1 = de_ch2_checkoutlogin1;
export { checkoutlogin1 as "checkoutLogin" }