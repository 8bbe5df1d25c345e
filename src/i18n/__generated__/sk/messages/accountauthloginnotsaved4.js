/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloginnotsaved4Inputs */

const sk_accountauthloginnotsaved4 = /** @type {(inputs: Accountauthloginnotsaved4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prihlásenie sa nepodarilo dokončiť. Skúste to, prosím, znova.`)
};

/**

* @param {Accountauthloginnotsaved4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthloginnotsaved4 = sk_accountauthloginnotsaved4;
export { accountauthloginnotsaved4 as "accountAuthLoginNotSaved" }