/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlematurities2Inputs */

const nl_accounttitlematurities2 = /** @type {(inputs: Accounttitlematurities2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Openstaande betalingen`)
};

/**

* @param {Accounttitlematurities2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accounttitlematurities2 = nl_accounttitlematurities2;
export { accounttitlematurities2 as "accountTitleMaturities" }