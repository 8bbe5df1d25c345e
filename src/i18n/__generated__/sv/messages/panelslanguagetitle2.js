/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelslanguagetitle2Inputs */

const sv_panelslanguagetitle2 = /** @type {(inputs: Panelslanguagetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Välj språk`)
};

/**

* @param {Panelslanguagetitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelslanguagetitle2 = sv_panelslanguagetitle2;
export { panelslanguagetitle2 as "panelsLanguageTitle" }