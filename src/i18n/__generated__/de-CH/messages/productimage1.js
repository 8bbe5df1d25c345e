/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productimage1Inputs */

const de_ch2_productimage1 = /** @type {(inputs: Productimage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bild`)
};

/**

* @param {Productimage1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productimage1 = de_ch2_productimage1;
export { productimage1 as "productImage" }