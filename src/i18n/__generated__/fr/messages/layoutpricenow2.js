/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpricenow2Inputs */

const fr_layoutpricenow2 = /** @type {(inputs: Layoutpricenow2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`maintenant`)
};

/**

* @param {Layoutpricenow2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutpricenow2 = fr_layoutpricenow2;
export { layoutpricenow2 as "layoutPriceNow" }