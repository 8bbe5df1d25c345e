/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlematurities2Inputs */

const sk_accounttitlematurities2 = /** @type {(inputs: Accounttitlematurities2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nezaplatené platby`)
};

/**

* @param {Accounttitlematurities2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accounttitlematurities2 = sk_accounttitlematurities2;
export { accounttitlematurities2 as "accountTitleMaturities" }