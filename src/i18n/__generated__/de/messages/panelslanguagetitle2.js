/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelslanguagetitle2Inputs */

const de_panelslanguagetitle2 = /** @type {(inputs: Panelslanguagetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache wählen`)
};

/**

* @param {Panelslanguagetitle2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelslanguagetitle2 = de_panelslanguagetitle2;
export { panelslanguagetitle2 as "panelsLanguageTitle" }