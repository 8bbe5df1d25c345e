/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpricenow2Inputs */

const sv_layoutpricenow2 = /** @type {(inputs: Layoutpricenow2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nu`)
};

/**

* @param {Layoutpricenow2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutpricenow2 = sv_layoutpricenow2;
export { layoutpricenow2 as "layoutPriceNow" }