/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpricefrom2Inputs */

const nl_layoutpricefrom2 = /** @type {(inputs: Layoutpricefrom2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vanaf`)
};

/**

* @param {Layoutpricefrom2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutpricefrom2 = nl_layoutpricefrom2;
export { layoutpricefrom2 as "layoutPriceFrom" }