/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00022Inputs */

const de_ch2_panelsconsentc00022 = /** @type {(inputs: Panelsconsentc00022Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leistung`)
};

/**

* @param {Panelsconsentc00022Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00022 = de_ch2_panelsconsentc00022;
export { panelsconsentc00022 as "panelsConsentC0002" }