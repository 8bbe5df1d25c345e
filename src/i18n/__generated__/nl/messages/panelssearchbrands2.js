/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchbrands2Inputs */

const nl_panelssearchbrands2 = /** @type {(inputs: Panelssearchbrands2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merken`)
};

/**

* @param {Panelssearchbrands2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelssearchbrands2 = nl_panelssearchbrands2;
export { panelssearchbrands2 as "panelsSearchBrands" }