/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentacceptall3Inputs */

const cs_panelsconsentacceptall3 = /** @type {(inputs: Panelsconsentacceptall3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přijmout vše`)
};

/**

* @param {Panelsconsentacceptall3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelsconsentacceptall3 = cs_panelsconsentacceptall3;
export { panelsconsentacceptall3 as "panelsConsentAcceptAll" }