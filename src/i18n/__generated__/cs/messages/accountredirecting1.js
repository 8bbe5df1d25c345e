/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountredirecting1Inputs */

const cs_accountredirecting1 = /** @type {(inputs: Accountredirecting1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Probíhá přesměrování...`)
};

/**

* @param {Accountredirecting1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountredirecting1 = cs_accountredirecting1;
export { accountredirecting1 as "accountRedirecting" }