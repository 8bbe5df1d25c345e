/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpricenow2Inputs */

const de_layoutpricenow2 = /** @type {(inputs: Layoutpricenow2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jetzt`)
};

/**

* @param {Layoutpricenow2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutpricenow2 = de_layoutpricenow2;
export { layoutpricenow2 as "layoutPriceNow" }