/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00032Inputs */

const sk_panelsconsentc00032 = /** @type {(inputs: Panelsconsentc00032Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funkčné`)
};

/**

* @param {Panelsconsentc00032Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00032 = sk_panelsconsentc00032;
export { panelsconsentc00032 as "panelsConsentC0003" }