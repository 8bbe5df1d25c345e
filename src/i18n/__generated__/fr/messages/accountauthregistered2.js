/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregistered2Inputs */

const fr_accountauthregistered2 = /** @type {(inputs: Accountauthregistered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte client a été créé. Vous êtes maintenant connecté(e).`)
};

/**

* @param {Accountauthregistered2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthregistered2 = fr_accountauthregistered2;
export { accountauthregistered2 as "accountAuthRegistered" }