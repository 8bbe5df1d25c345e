/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelslanguage1Inputs */

const nl_panelslanguage1 = /** @type {(inputs: Panelslanguage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taal`)
};

/**

* @param {Panelslanguage1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelslanguage1 = nl_panelslanguage1;
export { panelslanguage1 as "panelsLanguage" }