/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizetableloading3Inputs */

const fr_productsizetableloading3 = /** @type {(inputs: Productsizetableloading3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du guide des tailles …`)
};

/**

* @param {Productsizetableloading3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productsizetableloading3 = fr_productsizetableloading3;
export { productsizetableloading3 as "productSizeTableLoading" }