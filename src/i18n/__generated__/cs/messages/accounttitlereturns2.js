/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlereturns2Inputs */

const cs_accounttitlereturns2 = /** @type {(inputs: Accounttitlereturns2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moje vratky`)
};

/**

* @param {Accounttitlereturns2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accounttitlereturns2 = cs_accounttitlereturns2;
export { accounttitlereturns2 as "accountTitleReturns" }