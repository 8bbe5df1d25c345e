/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlereturns2Inputs */

const de_accounttitlereturns2 = /** @type {(inputs: Accounttitlereturns2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Retouren`)
};

/**

* @param {Accounttitlereturns2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accounttitlereturns2 = de_accounttitlereturns2;
export { accounttitlereturns2 as "accountTitleReturns" }