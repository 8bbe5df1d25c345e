/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetpassword3Inputs */

const sk_accountauthresetpassword3 = /** @type {(inputs: Accountauthresetpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obnoviť heslo`)
};

/**

* @param {Accountauthresetpassword3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthresetpassword3 = sk_accountauthresetpassword3;
export { accountauthresetpassword3 as "accountAuthResetPassword" }