/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizetable2Inputs */

const de_productsizetable2 = /** @type {(inputs: Productsizetable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größentabelle`)
};

/**

* @param {Productsizetable2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productsizetable2 = de_productsizetable2;
export { productsizetable2 as "productSizeTable" }