/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizetable2Inputs */

const de_ch2_productsizetable2 = /** @type {(inputs: Productsizetable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grössentabelle`)
};

/**

* @param {Productsizetable2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productsizetable2 = de_ch2_productsizetable2;
export { productsizetable2 as "productSizeTable" }