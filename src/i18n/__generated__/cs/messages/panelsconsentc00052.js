/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00052Inputs */

const cs_panelsconsentc00052 = /** @type {(inputs: Panelsconsentc00052Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sociální sítě`)
};

/**

* @param {Panelsconsentc00052Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00052 = cs_panelsconsentc00052;
export { panelsconsentc00052 as "panelsConsentC0005" }