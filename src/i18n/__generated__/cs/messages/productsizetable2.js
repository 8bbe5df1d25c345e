/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizetable2Inputs */

const cs_productsizetable2 = /** @type {(inputs: Productsizetable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tabulka velikostí`)
};

/**

* @param {Productsizetable2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productsizetable2 = cs_productsizetable2;
export { productsizetable2 as "productSizeTable" }