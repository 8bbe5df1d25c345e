/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlebalance2Inputs */

const sk_accounttitlebalance2 = /** @type {(inputs: Accounttitlebalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Môj zostatok`)
};

/**

* @param {Accounttitlebalance2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accounttitlebalance2 = sk_accounttitlebalance2;
export { accounttitlebalance2 as "accountTitleBalance" }