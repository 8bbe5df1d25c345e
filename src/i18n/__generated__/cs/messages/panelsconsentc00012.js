/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentc00012Inputs */

const cs_panelsconsentc00012 = /** @type {(inputs: Panelsconsentc00012Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nezbytné`)
};

/**

* @param {Panelsconsentc00012Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelsconsentc00012 = cs_panelsconsentc00012;
export { panelsconsentc00012 as "panelsConsentC0001" }