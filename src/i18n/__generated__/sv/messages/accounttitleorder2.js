/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleorder2Inputs */

const sv_accounttitleorder2 = /** @type {(inputs: Accounttitleorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beställningsdetaljer`)
};

/**

* @param {Accounttitleorder2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accounttitleorder2 = sv_accounttitleorder2;
export { accounttitleorder2 as "accountTitleOrder" }