/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutloggedin2Inputs */

const sk_checkoutloggedin2 = /** @type {(inputs: Checkoutloggedin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ste prihlásení. Doručovaciu adresu sme prevzali z Vášho zákazníckeho účtu.`)
};

/**

* @param {Checkoutloggedin2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutloggedin2 = sk_checkoutloggedin2;
export { checkoutloggedin2 as "checkoutLoggedIn" }