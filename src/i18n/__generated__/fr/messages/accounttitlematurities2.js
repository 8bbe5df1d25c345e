/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlematurities2Inputs */

const fr_accounttitlematurities2 = /** @type {(inputs: Accounttitlematurities2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiements en attente`)
};

/**

* @param {Accounttitlematurities2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accounttitlematurities2 = fr_accounttitlematurities2;
export { accounttitlematurities2 as "accountTitleMaturities" }