/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealgotstext3Inputs */

const cs_productsealgotstext3 = /** @type {(inputs: Productsealgotstext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nejméně 70 % bio vláken a ekologická i sociální kritéria v celém dodavatelském řetězci.`)
};

/**

* @param {Productsealgotstext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productsealgotstext3 = cs_productsealgotstext3;
export { productsealgotstext3 as "productSealGotsText" }