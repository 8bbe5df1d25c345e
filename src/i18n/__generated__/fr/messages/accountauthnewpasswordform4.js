/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnewpasswordform4Inputs */

const fr_accountauthnewpasswordform4 = /** @type {(inputs: Accountauthnewpasswordform4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un nouveau mot de passe`)
};

/**

* @param {Accountauthnewpasswordform4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthnewpasswordform4 = fr_accountauthnewpasswordform4;
export { accountauthnewpasswordform4 as "accountAuthNewPasswordForm" }