/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentacceptall3Inputs */

const fr_panelsconsentacceptall3 = /** @type {(inputs: Panelsconsentacceptall3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout accepter`)
};

/**

* @param {Panelsconsentacceptall3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelsconsentacceptall3 = fr_panelsconsentacceptall3;
export { panelsconsentacceptall3 as "panelsConsentAcceptAll" }