/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsustainability1Inputs */

const sv_productsustainability1 = /** @type {(inputs: Productsustainability1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hållbarhet`)
};

/**

* @param {Productsustainability1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productsustainability1 = sv_productsustainability1;
export { productsustainability1 as "productSustainability" }