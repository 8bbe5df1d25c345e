/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizetableloading3Inputs */

const de_productsizetableloading3 = /** @type {(inputs: Productsizetableloading3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größentabelle wird geladen …`)
};

/**

* @param {Productsizetableloading3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productsizetableloading3 = de_productsizetableloading3;
export { productsizetableloading3 as "productSizeTableLoading" }