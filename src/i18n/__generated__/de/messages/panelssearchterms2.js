/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchterms2Inputs */

const de_panelssearchterms2 = /** @type {(inputs: Panelssearchterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suchbegriffe`)
};

/**

* @param {Panelssearchterms2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelssearchterms2 = de_panelssearchterms2;
export { panelssearchterms2 as "panelsSearchTerms" }