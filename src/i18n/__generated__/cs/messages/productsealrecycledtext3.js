/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealrecycledtext3Inputs */

const cs_productsealrecycledtext3 = /** @type {(inputs: Productsealrecycledtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obsahuje recyklovaná vlákna, a šetří tak suroviny.`)
};

/**

* @param {Productsealrecycledtext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productsealrecycledtext3 = cs_productsealrecycledtext3;
export { productsealrecycledtext3 as "productSealRecycledText" }