/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelslanguage1Inputs */

const fr_panelslanguage1 = /** @type {(inputs: Panelslanguage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

/**

* @param {Panelslanguage1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelslanguage1 = fr_panelslanguage1;
export { panelslanguage1 as "panelsLanguage" }