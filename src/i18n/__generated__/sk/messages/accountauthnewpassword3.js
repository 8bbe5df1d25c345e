/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnewpassword3Inputs */

const sk_accountauthnewpassword3 = /** @type {(inputs: Accountauthnewpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nové heslo`)
};

/**

* @param {Accountauthnewpassword3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthnewpassword3 = sk_accountauthnewpassword3;
export { accountauthnewpassword3 as "accountAuthNewPassword" }