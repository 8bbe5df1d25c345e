/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00052Inputs */

const de_panelsconsentc00052 = /** @type {(inputs: Panelsconsentc00052Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soziale Medien`)
};

/**

* @param {Panelsconsentc00052Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00052 = de_panelsconsentc00052;
export { panelsconsentc00052 as "panelsConsentC0005" }