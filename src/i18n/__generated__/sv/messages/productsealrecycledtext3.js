/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealrecycledtext3Inputs */

const sv_productsealrecycledtext3 = /** @type {(inputs: Productsealrecycledtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Innehåller återvunna fibrer och sparar på så sätt råvaror.`)
};

/**

* @param {Productsealrecycledtext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productsealrecycledtext3 = sv_productsealrecycledtext3;
export { productsealrecycledtext3 as "productSealRecycledText" }