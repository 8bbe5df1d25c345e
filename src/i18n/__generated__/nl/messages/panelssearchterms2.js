/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchterms2Inputs */

const nl_panelssearchterms2 = /** @type {(inputs: Panelssearchterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoektermen`)
};

/**

* @param {Panelssearchterms2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelssearchterms2 = nl_panelssearchterms2;
export { panelssearchterms2 as "panelsSearchTerms" }