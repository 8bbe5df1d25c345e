/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00042Inputs */

const de_panelsconsentc00042 = /** @type {(inputs: Panelsconsentc00042Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing`)
};

/**

* @param {Panelsconsentc00042Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00042 = de_panelsconsentc00042;
export { panelsconsentc00042 as "panelsConsentC0004" }