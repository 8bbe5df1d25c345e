/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpricefrom2Inputs */

const de_ch2_layoutpricefrom2 = /** @type {(inputs: Layoutpricefrom2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ab`)
};

/**

* @param {Layoutpricefrom2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutpricefrom2 = de_ch2_layoutpricefrom2;
export { layoutpricefrom2 as "layoutPriceFrom" }