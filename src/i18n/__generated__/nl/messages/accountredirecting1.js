/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountredirecting1Inputs */

const nl_accountredirecting1 = /** @type {(inputs: Accountredirecting1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je wordt doorgestuurd...`)
};

/**

* @param {Accountredirecting1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountredirecting1 = nl_accountredirecting1;
export { accountredirecting1 as "accountRedirecting" }