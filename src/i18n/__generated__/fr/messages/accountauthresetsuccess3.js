/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetsuccess3Inputs */

const fr_accountauthresetsuccess3 = /** @type {(inputs: Accountauthresetsuccess3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec le nouveau mot de passe.`)
};

/**

* @param {Accountauthresetsuccess3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthresetsuccess3 = fr_accountauthresetsuccess3;
export { accountauthresetsuccess3 as "accountAuthResetSuccess" }