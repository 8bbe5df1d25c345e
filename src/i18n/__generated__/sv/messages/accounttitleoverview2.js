/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleoverview2Inputs */

const sv_accounttitleoverview2 = /** @type {(inputs: Accounttitleoverview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitt konto`)
};

/**

* @param {Accounttitleoverview2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accounttitleoverview2 = sv_accounttitleoverview2;
export { accounttitleoverview2 as "accountTitleOverview" }