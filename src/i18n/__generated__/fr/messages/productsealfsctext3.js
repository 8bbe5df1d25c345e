/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealfsctext3Inputs */

const fr_productsealfsctext3 = /** @type {(inputs: Productsealfsctext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bois issu de forêts gérées de manière responsable.`)
};

/**

* @param {Productsealfsctext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productsealfsctext3 = fr_productsealfsctext3;
export { productsealfsctext3 as "productSealFscText" }