/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelslanguage1Inputs */

const de_ch2_panelslanguage1 = /** @type {(inputs: Panelslanguage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache`)
};

/**

* @param {Panelslanguage1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const panelslanguage1 = de_ch2_panelslanguage1;
export { panelslanguage1 as "panelsLanguage" }