/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnewpassword3Inputs */

const nl_accountauthnewpassword3 = /** @type {(inputs: Accountauthnewpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nieuw wachtwoord`)
};

/**

* @param {Accountauthnewpassword3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthnewpassword3 = nl_accountauthnewpassword3;
export { accountauthnewpassword3 as "accountAuthNewPassword" }