/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00022Inputs */

const nl_panelsconsentc00022 = /** @type {(inputs: Panelsconsentc00022Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prestaties`)
};

/**

* @param {Panelsconsentc00022Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00022 = nl_panelsconsentc00022;
export { panelsconsentc00022 as "panelsConsentC0002" }