/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpriceinstead2Inputs */

const de_layoutpriceinstead2 = /** @type {(inputs: Layoutpriceinstead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`statt`)
};

/**

* @param {Layoutpriceinstead2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutpriceinstead2 = de_layoutpriceinstead2;
export { layoutpriceinstead2 as "layoutPriceInstead" }