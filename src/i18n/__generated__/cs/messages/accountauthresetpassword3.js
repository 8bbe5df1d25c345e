/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetpassword3Inputs */

const cs_accountauthresetpassword3 = /** @type {(inputs: Accountauthresetpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obnovit heslo`)
};

/**

* @param {Accountauthresetpassword3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthresetpassword3 = cs_accountauthresetpassword3;
export { accountauthresetpassword3 as "accountAuthResetPassword" }