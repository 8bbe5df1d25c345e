/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealfsctext3Inputs */

const de_ch2_productsealfsctext3 = /** @type {(inputs: Productsealfsctext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Holz aus verantwortungsvoll bewirtschafteten Wäldern.`)
};

/**

* @param {Productsealfsctext3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productsealfsctext3 = de_ch2_productsealfsctext3;
export { productsealfsctext3 as "productSealFscText" }