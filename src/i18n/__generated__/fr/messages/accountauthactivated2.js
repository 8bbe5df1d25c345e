/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthactivated2Inputs */

const fr_accountauthactivated2 = /** @type {(inputs: Accountauthactivated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte client est activé. Bienvenue !`)
};

/**

* @param {Accountauthactivated2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthactivated2 = fr_accountauthactivated2;
export { accountauthactivated2 as "accountAuthActivated" }