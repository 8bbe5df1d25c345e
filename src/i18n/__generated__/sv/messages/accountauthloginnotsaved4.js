/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloginnotsaved4Inputs */

const sv_accountauthloginnotsaved4 = /** @type {(inputs: Accountauthloginnotsaved4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inloggningen kunde inte slutföras. Försök igen.`)
};

/**

* @param {Accountauthloginnotsaved4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthloginnotsaved4 = sv_accountauthloginnotsaved4;
export { accountauthloginnotsaved4 as "accountAuthLoginNotSaved" }