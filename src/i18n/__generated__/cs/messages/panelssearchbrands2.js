/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchbrands2Inputs */

const cs_panelssearchbrands2 = /** @type {(inputs: Panelssearchbrands2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Značky`)
};

/**

* @param {Panelssearchbrands2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelssearchbrands2 = cs_panelssearchbrands2;
export { panelssearchbrands2 as "panelsSearchBrands" }