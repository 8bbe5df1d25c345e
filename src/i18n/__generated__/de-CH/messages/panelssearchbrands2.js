/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchbrands2Inputs */

const de_ch2_panelssearchbrands2 = /** @type {(inputs: Panelssearchbrands2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marken`)
};

/**

* @param {Panelssearchbrands2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const panelssearchbrands2 = de_ch2_panelssearchbrands2;
export { panelssearchbrands2 as "panelsSearchBrands" }