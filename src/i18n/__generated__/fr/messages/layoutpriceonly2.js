/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpriceonly2Inputs */

const fr_layoutpriceonly2 = /** @type {(inputs: Layoutpriceonly2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seulement`)
};

/**

* @param {Layoutpriceonly2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutpriceonly2 = fr_layoutpriceonly2;
export { layoutpriceonly2 as "layoutPriceOnly" }