/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchbrands2Inputs */

const sk_panelssearchbrands2 = /** @type {(inputs: Panelssearchbrands2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Značky`)
};

/**

* @param {Panelssearchbrands2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelssearchbrands2 = sk_panelssearchbrands2;
export { panelssearchbrands2 as "panelsSearchBrands" }