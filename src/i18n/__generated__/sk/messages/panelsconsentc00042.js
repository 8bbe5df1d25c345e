/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00042Inputs */

const sk_panelsconsentc00042 = /** @type {(inputs: Panelsconsentc00042Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing`)
};

/**

* @param {Panelsconsentc00042Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00042 = sk_panelsconsentc00042;
export { panelsconsentc00042 as "panelsConsentC0004" }