/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdescription1Inputs */

const de_ch2_productdescription1 = /** @type {(inputs: Productdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beschreibung`)
};

/**

* @param {Productdescription1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productdescription1 = de_ch2_productdescription1;
export { productdescription1 as "productDescription" }