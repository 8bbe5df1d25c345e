/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productimage1Inputs */

const sv_productimage1 = /** @type {(inputs: Productimage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bild`)
};

/**

* @param {Productimage1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productimage1 = sv_productimage1;
export { productimage1 as "productImage" }