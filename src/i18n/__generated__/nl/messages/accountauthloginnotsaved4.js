/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloginnotsaved4Inputs */

const nl_accountauthloginnotsaved4 = /** @type {(inputs: Accountauthloginnotsaved4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het inloggen kon niet worden afgerond. Probeer het nog eens.`)
};

/**

* @param {Accountauthloginnotsaved4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthloginnotsaved4 = nl_accountauthloginnotsaved4;
export { accountauthloginnotsaved4 as "accountAuthLoginNotSaved" }