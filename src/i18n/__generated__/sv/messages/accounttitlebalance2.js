/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlebalance2Inputs */

const sv_accounttitlebalance2 = /** @type {(inputs: Accounttitlebalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitt saldo`)
};

/**

* @param {Accounttitlebalance2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accounttitlebalance2 = sv_accounttitlebalance2;
export { accounttitlebalance2 as "accountTitleBalance" }