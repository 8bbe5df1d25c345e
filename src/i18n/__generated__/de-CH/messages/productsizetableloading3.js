/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizetableloading3Inputs */

const de_ch2_productsizetableloading3 = /** @type {(inputs: Productsizetableloading3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grössentabelle wird geladen …`)
};

/**

* @param {Productsizetableloading3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productsizetableloading3 = de_ch2_productsizetableloading3;
export { productsizetableloading3 as "productSizeTableLoading" }