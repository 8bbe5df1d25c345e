/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsustainability1Inputs */

const sk_productsustainability1 = /** @type {(inputs: Productsustainability1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Udržateľnosť`)
};

/**

* @param {Productsustainability1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productsustainability1 = sk_productsustainability1;
export { productsustainability1 as "productSustainability" }