/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnewpasswordform4Inputs */

const cs_accountauthnewpasswordform4 = /** @type {(inputs: Accountauthnewpasswordform4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nastavit nové heslo`)
};

/**

* @param {Accountauthnewpasswordform4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthnewpasswordform4 = cs_accountauthnewpasswordform4;
export { accountauthnewpasswordform4 as "accountAuthNewPasswordForm" }