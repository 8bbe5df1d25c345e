/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutemail1Inputs */

const fr_checkoutemail1 = /** @type {(inputs: Checkoutemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
};

/**

* @param {Checkoutemail1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutemail1 = fr_checkoutemail1;
export { checkoutemail1 as "checkoutEmail" }