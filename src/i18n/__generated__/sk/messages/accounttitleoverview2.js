/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleoverview2Inputs */

const sk_accounttitleoverview2 = /** @type {(inputs: Accounttitleoverview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Môj účet`)
};

/**

* @param {Accounttitleoverview2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accounttitleoverview2 = sk_accounttitleoverview2;
export { accounttitleoverview2 as "accountTitleOverview" }