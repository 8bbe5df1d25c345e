/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpricefrom2Inputs */

const sv_layoutpricefrom2 = /** @type {(inputs: Layoutpricefrom2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`från`)
};

/**

* @param {Layoutpricefrom2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutpricefrom2 = sv_layoutpricefrom2;
export { layoutpricefrom2 as "layoutPriceFrom" }