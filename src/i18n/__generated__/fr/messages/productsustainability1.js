/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsustainability1Inputs */

const fr_productsustainability1 = /** @type {(inputs: Productsustainability1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Développement durable`)
};

/**

* @param {Productsustainability1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productsustainability1 = fr_productsustainability1;
export { productsustainability1 as "productSustainability" }