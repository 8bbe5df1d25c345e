/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpricefrom2Inputs */

const sk_layoutpricefrom2 = /** @type {(inputs: Layoutpricefrom2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`od`)
};

/**

* @param {Layoutpricefrom2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutpricefrom2 = sk_layoutpricefrom2;
export { layoutpricefrom2 as "layoutPriceFrom" }