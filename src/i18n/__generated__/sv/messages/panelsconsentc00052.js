/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00052Inputs */

const sv_panelsconsentc00052 = /** @type {(inputs: Panelsconsentc00052Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sociala medier`)
};

/**

* @param {Panelsconsentc00052Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00052 = sv_panelsconsentc00052;
export { panelsconsentc00052 as "panelsConsentC0005" }