/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsustainability1Inputs */

const cs_productsustainability1 = /** @type {(inputs: Productsustainability1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Udržitelnost`)
};

/**

* @param {Productsustainability1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productsustainability1 = cs_productsustainability1;
export { productsustainability1 as "productSustainability" }