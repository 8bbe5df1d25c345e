/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00022Inputs */

const sk_panelsconsentc00022 = /** @type {(inputs: Panelsconsentc00022Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Výkon`)
};

/**

* @param {Panelsconsentc00022Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00022 = sk_panelsconsentc00022;
export { panelsconsentc00022 as "panelsConsentC0002" }