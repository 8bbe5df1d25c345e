/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnewpasswordform4Inputs */

const sv_accountauthnewpasswordform4 = /** @type {(inputs: Accountauthnewpasswordform4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Välj nytt lösenord`)
};

/**

* @param {Accountauthnewpasswordform4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthnewpasswordform4 = sv_accountauthnewpasswordform4;
export { accountauthnewpasswordform4 as "accountAuthNewPasswordForm" }