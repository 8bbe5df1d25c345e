/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleoverview2Inputs */

const fr_accounttitleoverview2 = /** @type {(inputs: Accounttitleoverview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

/**

* @param {Accounttitleoverview2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accounttitleoverview2 = fr_accounttitleoverview2;
export { accounttitleoverview2 as "accountTitleOverview" }