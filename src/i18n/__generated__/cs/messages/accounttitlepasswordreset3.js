/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlepasswordreset3Inputs */

const cs_accounttitlepasswordreset3 = /** @type {(inputs: Accounttitlepasswordreset3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obnovení hesla`)
};

/**

* @param {Accounttitlepasswordreset3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accounttitlepasswordreset3 = cs_accounttitlepasswordreset3;
export { accounttitlepasswordreset3 as "accountTitlePasswordReset" }