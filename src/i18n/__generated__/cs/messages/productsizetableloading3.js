/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizetableloading3Inputs */

const cs_productsizetableloading3 = /** @type {(inputs: Productsizetableloading3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítá se tabulka velikostí …`)
};

/**

* @param {Productsizetableloading3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productsizetableloading3 = cs_productsizetableloading3;
export { productsizetableloading3 as "productSizeTableLoading" }