/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleoverview2Inputs */

const nl_accounttitleoverview2 = /** @type {(inputs: Accounttitleoverview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mijn account`)
};

/**

* @param {Accounttitleoverview2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accounttitleoverview2 = nl_accounttitleoverview2;
export { accounttitleoverview2 as "accountTitleOverview" }