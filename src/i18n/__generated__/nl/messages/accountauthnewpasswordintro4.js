/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnewpasswordintro4Inputs */

const nl_accountauthnewpasswordintro4 = /** @type {(inputs: Accountauthnewpasswordintro4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stel een nieuw wachtwoord in voor je account.`)
};

/**

* @param {Accountauthnewpasswordintro4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthnewpasswordintro4 = nl_accountauthnewpasswordintro4;
export { accountauthnewpasswordintro4 as "accountAuthNewPasswordIntro" }