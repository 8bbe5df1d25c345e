/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutloggedin2Inputs */

const sv_checkoutloggedin2 = /** @type {(inputs: Checkoutloggedin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du är inloggad. Vi har hämtat leveransadressen från ditt kundkonto.`)
};

/**

* @param {Checkoutloggedin2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutloggedin2 = sv_checkoutloggedin2;
export { checkoutloggedin2 as "checkoutLoggedIn" }