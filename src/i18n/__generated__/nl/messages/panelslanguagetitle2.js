/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelslanguagetitle2Inputs */

const nl_panelslanguagetitle2 = /** @type {(inputs: Panelslanguagetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies je taal`)
};

/**

* @param {Panelslanguagetitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelslanguagetitle2 = nl_panelslanguagetitle2;
export { panelslanguagetitle2 as "panelsLanguageTitle" }