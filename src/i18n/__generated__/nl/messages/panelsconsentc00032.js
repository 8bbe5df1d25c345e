/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00032Inputs */

const nl_panelsconsentc00032 = /** @type {(inputs: Panelsconsentc00032Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Functioneel`)
};

/**

* @param {Panelsconsentc00032Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00032 = nl_panelsconsentc00032;
export { panelsconsentc00032 as "panelsConsentC0003" }