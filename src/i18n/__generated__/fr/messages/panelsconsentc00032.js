/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00032Inputs */

const fr_panelsconsentc00032 = /** @type {(inputs: Panelsconsentc00032Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonctionnels`)
};

/**

* @param {Panelsconsentc00032Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00032 = fr_panelsconsentc00032;
export { panelsconsentc00032 as "panelsConsentC0003" }