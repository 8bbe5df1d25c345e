/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchterms2Inputs */

const cs_panelssearchterms2 = /** @type {(inputs: Panelssearchterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hledané výrazy`)
};

/**

* @param {Panelssearchterms2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelssearchterms2 = cs_panelssearchterms2;
export { panelssearchterms2 as "panelsSearchTerms" }