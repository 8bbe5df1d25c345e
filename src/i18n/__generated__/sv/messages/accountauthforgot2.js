/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgot2Inputs */

const sv_accountauthforgot2 = /** @type {(inputs: Accountauthforgot2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Glömt lösenordet`)
};

/**

* @param {Accountauthforgot2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthforgot2 = sv_accountauthforgot2;
export { accountauthforgot2 as "accountAuthForgot" }