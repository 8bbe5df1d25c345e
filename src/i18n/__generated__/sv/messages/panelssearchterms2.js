/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchterms2Inputs */

const sv_panelssearchterms2 = /** @type {(inputs: Panelssearchterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sökord`)
};

/**

* @param {Panelssearchterms2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelssearchterms2 = sv_panelssearchterms2;
export { panelssearchterms2 as "panelsSearchTerms" }