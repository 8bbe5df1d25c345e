/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleorder2Inputs */

const nl_accounttitleorder2 = /** @type {(inputs: Accounttitleorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestelgegevens`)
};

/**

* @param {Accounttitleorder2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accounttitleorder2 = nl_accounttitleorder2;
export { accounttitleorder2 as "accountTitleOrder" }