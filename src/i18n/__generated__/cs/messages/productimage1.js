/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productimage1Inputs */

const cs_productimage1 = /** @type {(inputs: Productimage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrázek`)
};

/**

* @param {Productimage1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productimage1 = cs_productimage1;
export { productimage1 as "productImage" }