/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutloggedin2Inputs */

const cs_checkoutloggedin2 = /** @type {(inputs: Checkoutloggedin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jste přihlášeni. Doručovací adresu jsme převzali z Vašeho zákaznického účtu.`)
};

/**

* @param {Checkoutloggedin2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutloggedin2 = cs_checkoutloggedin2;
export { checkoutloggedin2 as "checkoutLoggedIn" }