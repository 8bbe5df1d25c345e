/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealgotstext3Inputs */

const sk_productsealgotstext3 = /** @type {(inputs: Productsealgotstext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najmenej 70 % bio vlákien a ekologické i sociálne kritériá v celom dodávateľskom reťazci.`)
};

/**

* @param {Productsealgotstext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productsealgotstext3 = sk_productsealgotstext3;
export { productsealgotstext3 as "productSealGotsText" }