/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetpassword3Inputs */

const nl_accountauthresetpassword3 = /** @type {(inputs: Accountauthresetpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wachtwoord resetten`)
};

/**

* @param {Accountauthresetpassword3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthresetpassword3 = nl_accountauthresetpassword3;
export { accountauthresetpassword3 as "accountAuthResetPassword" }