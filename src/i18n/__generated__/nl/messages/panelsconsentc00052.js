/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00052Inputs */

const nl_panelsconsentc00052 = /** @type {(inputs: Panelsconsentc00052Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social media`)
};

/**

* @param {Panelsconsentc00052Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00052 = nl_panelsconsentc00052;
export { panelsconsentc00052 as "panelsConsentC0005" }