/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlereturns2Inputs */

const sk_accounttitlereturns2 = /** @type {(inputs: Accounttitlereturns2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moje vrátenia`)
};

/**

* @param {Accounttitlereturns2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accounttitlereturns2 = sk_accounttitlereturns2;
export { accounttitlereturns2 as "accountTitleReturns" }