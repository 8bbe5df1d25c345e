/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelslanguage1Inputs */

const cs_panelslanguage1 = /** @type {(inputs: Panelslanguage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jazyk`)
};

/**

* @param {Panelslanguage1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelslanguage1 = cs_panelslanguage1;
export { panelslanguage1 as "panelsLanguage" }