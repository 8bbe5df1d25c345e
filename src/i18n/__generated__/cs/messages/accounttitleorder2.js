/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleorder2Inputs */

const cs_accounttitleorder2 = /** @type {(inputs: Accounttitleorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detail objednávky`)
};

/**

* @param {Accounttitleorder2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accounttitleorder2 = cs_accounttitleorder2;
export { accounttitleorder2 as "accountTitleOrder" }