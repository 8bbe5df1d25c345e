/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealgotstext3Inputs */

const nl_productsealgotstext3 = /** @type {(inputs: Productsealgotstext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minstens 70% biologische vezels, plus ecologische en sociale criteria in de hele productieketen.`)
};

/**

* @param {Productsealgotstext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productsealgotstext3 = nl_productsealgotstext3;
export { productsealgotstext3 as "productSealGotsText" }