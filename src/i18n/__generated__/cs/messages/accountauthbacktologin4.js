/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthbacktologin4Inputs */

const cs_accountauthbacktologin4 = /** @type {(inputs: Accountauthbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zpět k přihlášení`)
};

/**

* @param {Accountauthbacktologin4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthbacktologin4 = cs_accountauthbacktologin4;
export { accountauthbacktologin4 as "accountAuthBackToLogin" }