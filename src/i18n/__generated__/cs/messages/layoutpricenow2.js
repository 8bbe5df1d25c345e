/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpricenow2Inputs */

const cs_layoutpricenow2 = /** @type {(inputs: Layoutpricenow2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nyní`)
};

/**

* @param {Layoutpricenow2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutpricenow2 = cs_layoutpricenow2;
export { layoutpricenow2 as "layoutPriceNow" }