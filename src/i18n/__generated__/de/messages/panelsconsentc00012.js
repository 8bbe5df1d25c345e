/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00012Inputs */

const de_panelsconsentc00012 = /** @type {(inputs: Panelsconsentc00012Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notwendig`)
};

/**

* @param {Panelsconsentc00012Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00012 = de_panelsconsentc00012;
export { panelsconsentc00012 as "panelsConsentC0001" }