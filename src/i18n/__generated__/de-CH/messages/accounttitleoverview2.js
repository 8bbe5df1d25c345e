/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleoverview2Inputs */

const de_ch2_accounttitleoverview2 = /** @type {(inputs: Accounttitleoverview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Konto`)
};

/**

* @param {Accounttitleoverview2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accounttitleoverview2 = de_ch2_accounttitleoverview2;
export { accounttitleoverview2 as "accountTitleOverview" }