/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnewpassword3Inputs */

const cs_accountauthnewpassword3 = /** @type {(inputs: Accountauthnewpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nové heslo`)
};

/**

* @param {Accountauthnewpassword3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthnewpassword3 = cs_accountauthnewpassword3;
export { accountauthnewpassword3 as "accountAuthNewPassword" }