/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnewpassword3Inputs */

const sv_accountauthnewpassword3 = /** @type {(inputs: Accountauthnewpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nytt lösenord`)
};

/**

* @param {Accountauthnewpassword3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthnewpassword3 = sv_accountauthnewpassword3;
export { accountauthnewpassword3 as "accountAuthNewPassword" }