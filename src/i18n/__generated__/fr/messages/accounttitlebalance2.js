/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlebalance2Inputs */

const fr_accounttitlebalance2 = /** @type {(inputs: Accounttitlebalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon solde`)
};

/**

* @param {Accounttitlebalance2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accounttitlebalance2 = fr_accounttitlebalance2;
export { accounttitlebalance2 as "accountTitleBalance" }