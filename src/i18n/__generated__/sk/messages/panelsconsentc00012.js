/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00012Inputs */

const sk_panelsconsentc00012 = /** @type {(inputs: Panelsconsentc00012Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nevyhnutné`)
};

/**

* @param {Panelsconsentc00012Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00012 = sk_panelsconsentc00012;
export { panelsconsentc00012 as "panelsConsentC0001" }