/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizetableloading3Inputs */

const nl_productsizetableloading3 = /** @type {(inputs: Productsizetableloading3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maattabel wordt geladen …`)
};

/**

* @param {Productsizetableloading3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productsizetableloading3 = nl_productsizetableloading3;
export { productsizetableloading3 as "productSizeTableLoading" }