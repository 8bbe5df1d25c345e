/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00032Inputs */

const sv_panelsconsentc00032 = /** @type {(inputs: Panelsconsentc00032Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funktionella`)
};

/**

* @param {Panelsconsentc00032Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00032 = sv_panelsconsentc00032;
export { panelsconsentc00032 as "panelsConsentC0003" }