/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00022Inputs */

const sv_panelsconsentc00022 = /** @type {(inputs: Panelsconsentc00022Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prestanda`)
};

/**

* @param {Panelsconsentc00022Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00022 = sv_panelsconsentc00022;
export { panelsconsentc00022 as "panelsConsentC0002" }