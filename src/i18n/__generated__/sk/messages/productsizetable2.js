/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizetable2Inputs */

const sk_productsizetable2 = /** @type {(inputs: Productsizetable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tabuľka veľkostí`)
};

/**

* @param {Productsizetable2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productsizetable2 = sk_productsizetable2;
export { productsizetable2 as "productSizeTable" }