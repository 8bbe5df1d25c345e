/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountredirecting1Inputs */

const de_ch2_accountredirecting1 = /** @type {(inputs: Accountredirecting1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie werden weitergeleitet...`)
};

/**

* @param {Accountredirecting1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountredirecting1 = de_ch2_accountredirecting1;
export { accountredirecting1 as "accountRedirecting" }