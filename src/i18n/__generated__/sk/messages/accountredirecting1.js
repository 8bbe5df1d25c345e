/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountredirecting1Inputs */

const sk_accountredirecting1 = /** @type {(inputs: Accountredirecting1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prebieha presmerovanie...`)
};

/**

* @param {Accountredirecting1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountredirecting1 = sk_accountredirecting1;
export { accountredirecting1 as "accountRedirecting" }