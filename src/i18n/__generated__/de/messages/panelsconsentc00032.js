/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00032Inputs */

const de_panelsconsentc00032 = /** @type {(inputs: Panelsconsentc00032Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funktional`)
};

/**

* @param {Panelsconsentc00032Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00032 = de_panelsconsentc00032;
export { panelsconsentc00032 as "panelsConsentC0003" }