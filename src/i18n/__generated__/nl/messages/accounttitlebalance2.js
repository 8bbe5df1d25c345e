/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlebalance2Inputs */

const nl_accounttitlebalance2 = /** @type {(inputs: Accounttitlebalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mijn saldo`)
};

/**

* @param {Accounttitlebalance2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accounttitlebalance2 = nl_accounttitlebalance2;
export { accounttitlebalance2 as "accountTitleBalance" }