/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00052Inputs */

const fr_panelsconsentc00052 = /** @type {(inputs: Panelsconsentc00052Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réseaux sociaux`)
};

/**

* @param {Panelsconsentc00052Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00052 = fr_panelsconsentc00052;
export { panelsconsentc00052 as "panelsConsentC0005" }