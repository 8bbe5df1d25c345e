/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpriceinstead2Inputs */

const nl_layoutpriceinstead2 = /** @type {(inputs: Layoutpriceinstead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in plaats van`)
};

/**

* @param {Layoutpriceinstead2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutpriceinstead2 = nl_layoutpriceinstead2;
export { layoutpriceinstead2 as "layoutPriceInstead" }