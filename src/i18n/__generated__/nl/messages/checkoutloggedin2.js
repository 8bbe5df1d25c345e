/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutloggedin2Inputs */

const nl_checkoutloggedin2 = /** @type {(inputs: Checkoutloggedin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je bent ingelogd. We hebben je bezorgadres uit je klantaccount overgenomen.`)
};

/**

* @param {Checkoutloggedin2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutloggedin2 = nl_checkoutloggedin2;
export { checkoutloggedin2 as "checkoutLoggedIn" }