/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutemail1Inputs */

const sk_checkoutemail1 = /** @type {(inputs: Checkoutemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailová adresa`)
};

/**

* @param {Checkoutemail1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutemail1 = sk_checkoutemail1;
export { checkoutemail1 as "checkoutEmail" }