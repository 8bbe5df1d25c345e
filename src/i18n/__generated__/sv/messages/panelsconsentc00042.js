/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00042Inputs */

const sv_panelsconsentc00042 = /** @type {(inputs: Panelsconsentc00042Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marknadsföring`)
};

/**

* @param {Panelsconsentc00042Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00042 = sv_panelsconsentc00042;
export { panelsconsentc00042 as "panelsConsentC0004" }