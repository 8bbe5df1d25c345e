/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthbacktologin4Inputs */

const sv_accountauthbacktologin4 = /** @type {(inputs: Accountauthbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tillbaka till inloggningen`)
};

/**

* @param {Accountauthbacktologin4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthbacktologin4 = sv_accountauthbacktologin4;
export { accountauthbacktologin4 as "accountAuthBackToLogin" }