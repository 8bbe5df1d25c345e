/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelslanguagetitle2Inputs */

const fr_panelslanguagetitle2 = /** @type {(inputs: Panelslanguagetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir la langue`)
};

/**

* @param {Panelslanguagetitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelslanguagetitle2 = fr_panelslanguagetitle2;
export { panelslanguagetitle2 as "panelsLanguageTitle" }