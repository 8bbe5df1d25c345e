/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00022Inputs */

const fr_panelsconsentc00022 = /** @type {(inputs: Panelsconsentc00022Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Performance`)
};

/**

* @param {Panelsconsentc00022Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00022 = fr_panelsconsentc00022;
export { panelsconsentc00022 as "panelsConsentC0002" }