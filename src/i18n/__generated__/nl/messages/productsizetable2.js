/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizetable2Inputs */

const nl_productsizetable2 = /** @type {(inputs: Productsizetable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maattabel`)
};

/**

* @param {Productsizetable2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productsizetable2 = nl_productsizetable2;
export { productsizetable2 as "productSizeTable" }