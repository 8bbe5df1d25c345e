/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpriceinstead2Inputs */

const fr_layoutpriceinstead2 = /** @type {(inputs: Layoutpriceinstead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`au lieu de`)
};

/**

* @param {Layoutpriceinstead2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutpriceinstead2 = fr_layoutpriceinstead2;
export { layoutpriceinstead2 as "layoutPriceInstead" }