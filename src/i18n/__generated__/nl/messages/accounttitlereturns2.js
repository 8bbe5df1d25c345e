/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlereturns2Inputs */

const nl_accounttitlereturns2 = /** @type {(inputs: Accounttitlereturns2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mijn retouren`)
};

/**

* @param {Accounttitlereturns2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accounttitlereturns2 = nl_accounttitlereturns2;
export { accounttitlereturns2 as "accountTitleReturns" }