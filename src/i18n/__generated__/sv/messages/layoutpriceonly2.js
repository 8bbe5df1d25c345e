/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpriceonly2Inputs */

const sv_layoutpriceonly2 = /** @type {(inputs: Layoutpriceonly2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`endast`)
};

/**

* @param {Layoutpriceonly2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutpriceonly2 = sv_layoutpriceonly2;
export { layoutpriceonly2 as "layoutPriceOnly" }