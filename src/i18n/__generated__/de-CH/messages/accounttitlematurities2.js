/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlematurities2Inputs */

const de_ch2_accounttitlematurities2 = /** @type {(inputs: Accounttitlematurities2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Zahlungen`)
};

/**

* @param {Accounttitlematurities2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accounttitlematurities2 = de_ch2_accounttitlematurities2;
export { accounttitlematurities2 as "accountTitleMaturities" }