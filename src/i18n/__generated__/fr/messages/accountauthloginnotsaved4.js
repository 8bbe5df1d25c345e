/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloginnotsaved4Inputs */

const fr_accountauthloginnotsaved4 = /** @type {(inputs: Accountauthloginnotsaved4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion n’a pas pu aboutir. Veuillez réessayer.`)
};

/**

* @param {Accountauthloginnotsaved4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthloginnotsaved4 = fr_accountauthloginnotsaved4;
export { accountauthloginnotsaved4 as "accountAuthLoginNotSaved" }