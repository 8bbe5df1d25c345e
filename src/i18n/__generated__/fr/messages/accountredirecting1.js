/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountredirecting1Inputs */

const fr_accountredirecting1 = /** @type {(inputs: Accountredirecting1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirection en cours...`)
};

/**

* @param {Accountredirecting1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountredirecting1 = fr_accountredirecting1;
export { accountredirecting1 as "accountRedirecting" }