/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlepasswordreset3Inputs */

const nl_accounttitlepasswordreset3 = /** @type {(inputs: Accounttitlepasswordreset3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wachtwoord resetten`)
};

/**

* @param {Accounttitlepasswordreset3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accounttitlepasswordreset3 = nl_accounttitlepasswordreset3;
export { accounttitlepasswordreset3 as "accountTitlePasswordReset" }