/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsustainability1Inputs */

const de_ch2_productsustainability1 = /** @type {(inputs: Productsustainability1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachhaltigkeit`)
};

/**

* @param {Productsustainability1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productsustainability1 = de_ch2_productsustainability1;
export { productsustainability1 as "productSustainability" }