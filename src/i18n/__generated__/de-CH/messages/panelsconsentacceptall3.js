/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentacceptall3Inputs */

const de_ch2_panelsconsentacceptall3 = /** @type {(inputs: Panelsconsentacceptall3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle akzeptieren`)
};

/**

* @param {Panelsconsentacceptall3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const panelsconsentacceptall3 = de_ch2_panelsconsentacceptall3;
export { panelsconsentacceptall3 as "panelsConsentAcceptAll" }