/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnewpasswordform4Inputs */

const sk_accountauthnewpasswordform4 = /** @type {(inputs: Accountauthnewpasswordform4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nastaviť nové heslo`)
};

/**

* @param {Accountauthnewpasswordform4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthnewpasswordform4 = sk_accountauthnewpasswordform4;
export { accountauthnewpasswordform4 as "accountAuthNewPasswordForm" }