/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentacceptall3Inputs */

const sv_panelsconsentacceptall3 = /** @type {(inputs: Panelsconsentacceptall3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Godkänn alla`)
};

/**

* @param {Panelsconsentacceptall3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelsconsentacceptall3 = sv_panelsconsentacceptall3;
export { panelsconsentacceptall3 as "panelsConsentAcceptAll" }