/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelslanguage1Inputs */

const sv_panelslanguage1 = /** @type {(inputs: Panelslanguage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Språk`)
};

/**

* @param {Panelslanguage1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelslanguage1 = sv_panelslanguage1;
export { panelslanguage1 as "panelsLanguage" }