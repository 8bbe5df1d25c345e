/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentacceptall3Inputs */

const sk_panelsconsentacceptall3 = /** @type {(inputs: Panelsconsentacceptall3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijať všetko`)
};

/**

* @param {Panelsconsentacceptall3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelsconsentacceptall3 = sk_panelsconsentacceptall3;
export { panelsconsentacceptall3 as "panelsConsentAcceptAll" }