/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00012Inputs */

const nl_panelsconsentc00012 = /** @type {(inputs: Panelsconsentc00012Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noodzakelijk`)
};

/**

* @param {Panelsconsentc00012Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00012 = nl_panelsconsentc00012;
export { panelsconsentc00012 as "panelsConsentC0001" }