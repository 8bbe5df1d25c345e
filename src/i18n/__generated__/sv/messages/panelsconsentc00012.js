/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00012Inputs */

const sv_panelsconsentc00012 = /** @type {(inputs: Panelsconsentc00012Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nödvändiga`)
};

/**

* @param {Panelsconsentc00012Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00012 = sv_panelsconsentc00012;
export { panelsconsentc00012 as "panelsConsentC0001" }