/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchterms2Inputs */

const de_ch2_panelssearchterms2 = /** @type {(inputs: Panelssearchterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suchbegriffe`)
};

/**

* @param {Panelssearchterms2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const panelssearchterms2 = de_ch2_panelssearchterms2;
export { panelssearchterms2 as "panelsSearchTerms" }