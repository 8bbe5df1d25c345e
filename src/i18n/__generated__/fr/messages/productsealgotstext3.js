/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealgotstext3Inputs */

const fr_productsealgotstext3 = /** @type {(inputs: Productsealgotstext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au moins 70 % de fibres bio, et des critères écologiques et sociaux tout au long de la chaîne d’approvisionnement.`)
};

/**

* @param {Productsealgotstext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productsealgotstext3 = fr_productsealgotstext3;
export { productsealgotstext3 as "productSealGotsText" }