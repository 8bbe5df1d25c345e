/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentacceptall3Inputs */

const nl_panelsconsentacceptall3 = /** @type {(inputs: Panelsconsentacceptall3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles accepteren`)
};

/**

* @param {Panelsconsentacceptall3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelsconsentacceptall3 = nl_panelsconsentacceptall3;
export { panelsconsentacceptall3 as "panelsConsentAcceptAll" }