/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchbrands2Inputs */

const de_panelssearchbrands2 = /** @type {(inputs: Panelssearchbrands2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marken`)
};

/**

* @param {Panelssearchbrands2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelssearchbrands2 = de_panelssearchbrands2;
export { panelssearchbrands2 as "panelsSearchBrands" }