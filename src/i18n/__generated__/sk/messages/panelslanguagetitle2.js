/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelslanguagetitle2Inputs */

const sk_panelslanguagetitle2 = /** @type {(inputs: Panelslanguagetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte jazyk`)
};

/**

* @param {Panelslanguagetitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelslanguagetitle2 = sk_panelslanguagetitle2;
export { panelslanguagetitle2 as "panelsLanguageTitle" }