/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpriceinstead2Inputs */

const cs_layoutpriceinstead2 = /** @type {(inputs: Layoutpriceinstead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`místo`)
};

/**

* @param {Layoutpriceinstead2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutpriceinstead2 = cs_layoutpriceinstead2;
export { layoutpriceinstead2 as "layoutPriceInstead" }