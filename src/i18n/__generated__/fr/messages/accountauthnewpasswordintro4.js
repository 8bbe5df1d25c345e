/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnewpasswordintro4Inputs */

const fr_accountauthnewpasswordintro4 = /** @type {(inputs: Accountauthnewpasswordintro4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un nouveau mot de passe pour votre compte client.`)
};

/**

* @param {Accountauthnewpasswordintro4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthnewpasswordintro4 = fr_accountauthnewpasswordintro4;
export { accountauthnewpasswordintro4 as "accountAuthNewPasswordIntro" }