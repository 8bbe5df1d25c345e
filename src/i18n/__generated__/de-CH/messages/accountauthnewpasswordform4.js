/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnewpasswordform4Inputs */

const de_ch2_accountauthnewpasswordform4 = /** @type {(inputs: Accountauthnewpasswordform4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort festlegen`)
};

/**

* @param {Accountauthnewpasswordform4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthnewpasswordform4 = de_ch2_accountauthnewpasswordform4;
export { accountauthnewpasswordform4 as "accountAuthNewPasswordForm" }