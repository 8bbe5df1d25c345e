/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealrecycledname3Inputs */

const sv_productsealrecycledname3 = /** @type {(inputs: Productsealrecycledname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Återvunnet material`)
};

/**

* @param {Productsealrecycledname3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productsealrecycledname3 = sv_productsealrecycledname3;
export { productsealrecycledname3 as "productSealRecycledName" }