/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnewpasswordintro4Inputs */

const sv_accountauthnewpasswordintro4 = /** @type {(inputs: Accountauthnewpasswordintro4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Välj ett nytt lösenord för ditt kundkonto.`)
};

/**

* @param {Accountauthnewpasswordintro4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthnewpasswordintro4 = sv_accountauthnewpasswordintro4;
export { accountauthnewpasswordintro4 as "accountAuthNewPasswordIntro" }