/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productnosizetable3Inputs */

const fr_productnosizetable3 = /** @type {(inputs: Productnosizetable3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a pas de guide des tailles pour cet article.`)
};

/**

* @param {Productnosizetable3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productnosizetable3 = fr_productnosizetable3;
export { productnosizetable3 as "productNoSizeTable" }