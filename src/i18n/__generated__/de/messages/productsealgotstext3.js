/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealgotstext3Inputs */

const de_productsealgotstext3 = /** @type {(inputs: Productsealgotstext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mindestens 70 % Bio-Fasern, dazu ökologische und soziale Kriterien entlang der gesamten Lieferkette.`)
};

/**

* @param {Productsealgotstext3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productsealgotstext3 = de_productsealgotstext3;
export { productsealgotstext3 as "productSealGotsText" }