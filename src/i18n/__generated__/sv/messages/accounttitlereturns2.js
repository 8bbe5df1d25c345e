/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlereturns2Inputs */

const sv_accounttitlereturns2 = /** @type {(inputs: Accounttitlereturns2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mina returer`)
};

/**

* @param {Accounttitlereturns2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accounttitlereturns2 = sv_accounttitlereturns2;
export { accounttitlereturns2 as "accountTitleReturns" }