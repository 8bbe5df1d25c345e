/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlematurities2Inputs */

const cs_accounttitlematurities2 = /** @type {(inputs: Accounttitlematurities2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nezaplacené platby`)
};

/**

* @param {Accounttitlematurities2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accounttitlematurities2 = cs_accounttitlematurities2;
export { accounttitlematurities2 as "accountTitleMaturities" }