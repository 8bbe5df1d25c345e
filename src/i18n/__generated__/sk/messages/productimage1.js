/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productimage1Inputs */

const sk_productimage1 = /** @type {(inputs: Productimage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrázok`)
};

/**

* @param {Productimage1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productimage1 = sk_productimage1;
export { productimage1 as "productImage" }