/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelslanguagetitle2Inputs */

const cs_panelslanguagetitle2 = /** @type {(inputs: Panelslanguagetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte jazyk`)
};

/**

* @param {Panelslanguagetitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelslanguagetitle2 = cs_panelslanguagetitle2;
export { panelslanguagetitle2 as "panelsLanguageTitle" }