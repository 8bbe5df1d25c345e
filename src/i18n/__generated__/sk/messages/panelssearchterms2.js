/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchterms2Inputs */

const sk_panelssearchterms2 = /** @type {(inputs: Panelssearchterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hľadané výrazy`)
};

/**

* @param {Panelssearchterms2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelssearchterms2 = sk_panelssearchterms2;
export { panelssearchterms2 as "panelsSearchTerms" }