/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlebalance2Inputs */

const cs_accounttitlebalance2 = /** @type {(inputs: Accounttitlebalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Můj zůstatek`)
};

/**

* @param {Accounttitlebalance2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accounttitlebalance2 = cs_accounttitlebalance2;
export { accounttitlebalance2 as "accountTitleBalance" }