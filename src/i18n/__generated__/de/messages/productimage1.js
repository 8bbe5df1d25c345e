/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productimage1Inputs */

const de_productimage1 = /** @type {(inputs: Productimage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bild`)
};

/**

* @param {Productimage1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productimage1 = de_productimage1;
export { productimage1 as "productImage" }