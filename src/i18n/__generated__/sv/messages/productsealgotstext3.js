/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealgotstext3Inputs */

const sv_productsealgotstext3 = /** @type {(inputs: Productsealgotstext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minst 70 % ekologiska fibrer och miljömässiga och sociala krav i hela leverantörskedjan.`)
};

/**

* @param {Productsealgotstext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productsealgotstext3 = sv_productsealgotstext3;
export { productsealgotstext3 as "productSealGotsText" }