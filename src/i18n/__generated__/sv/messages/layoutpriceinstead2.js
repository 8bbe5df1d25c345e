/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpriceinstead2Inputs */

const sv_layoutpriceinstead2 = /** @type {(inputs: Layoutpriceinstead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`i stället för`)
};

/**

* @param {Layoutpriceinstead2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutpriceinstead2 = sv_layoutpriceinstead2;
export { layoutpriceinstead2 as "layoutPriceInstead" }