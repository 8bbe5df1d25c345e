/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizetableloading3Inputs */

const sk_productsizetableloading3 = /** @type {(inputs: Productsizetableloading3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítava sa tabuľka veľkostí …`)
};

/**

* @param {Productsizetableloading3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productsizetableloading3 = sk_productsizetableloading3;
export { productsizetableloading3 as "productSizeTableLoading" }