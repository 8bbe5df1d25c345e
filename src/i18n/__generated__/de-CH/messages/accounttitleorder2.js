/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleorder2Inputs */

const de_ch2_accounttitleorder2 = /** @type {(inputs: Accounttitleorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestelldetails`)
};

/**

* @param {Accounttitleorder2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accounttitleorder2 = de_ch2_accounttitleorder2;
export { accounttitleorder2 as "accountTitleOrder" }