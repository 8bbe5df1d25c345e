/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnewpasswordintro4Inputs */

const sk_accountauthnewpasswordintro4 = /** @type {(inputs: Accountauthnewpasswordintro4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nastavte si nové heslo k svojmu zákazníckemu účtu.`)
};

/**

* @param {Accountauthnewpasswordintro4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthnewpasswordintro4 = sk_accountauthnewpasswordintro4;
export { accountauthnewpasswordintro4 as "accountAuthNewPasswordIntro" }