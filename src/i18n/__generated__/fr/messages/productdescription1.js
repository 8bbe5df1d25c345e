/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdescription1Inputs */

const fr_productdescription1 = /** @type {(inputs: Productdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

/**

* @param {Productdescription1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productdescription1 = fr_productdescription1;
export { productdescription1 as "productDescription" }