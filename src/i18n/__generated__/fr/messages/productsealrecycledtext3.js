/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealrecycledtext3Inputs */

const fr_productsealrecycledtext3 = /** @type {(inputs: Productsealrecycledtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contient des fibres recyclées et préserve ainsi les matières premières.`)
};

/**

* @param {Productsealrecycledtext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productsealrecycledtext3 = fr_productsealrecycledtext3;
export { productsealrecycledtext3 as "productSealRecycledText" }