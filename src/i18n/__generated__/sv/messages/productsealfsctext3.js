/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealfsctext3Inputs */

const sv_productsealfsctext3 = /** @type {(inputs: Productsealfsctext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trä från ansvarsfullt brukade skogar.`)
};

/**

* @param {Productsealfsctext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productsealfsctext3 = sv_productsealfsctext3;
export { productsealfsctext3 as "productSealFscText" }