/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpriceonly2Inputs */

const de_layoutpriceonly2 = /** @type {(inputs: Layoutpriceonly2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nur`)
};

/**

* @param {Layoutpriceonly2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutpriceonly2 = de_layoutpriceonly2;
export { layoutpriceonly2 as "layoutPriceOnly" }