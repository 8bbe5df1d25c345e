/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpricefrom2Inputs */

const fr_layoutpricefrom2 = /** @type {(inputs: Layoutpricefrom2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dès`)
};

/**

* @param {Layoutpricefrom2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutpricefrom2 = fr_layoutpricefrom2;
export { layoutpricefrom2 as "layoutPriceFrom" }