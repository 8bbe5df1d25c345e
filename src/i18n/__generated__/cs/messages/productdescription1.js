/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdescription1Inputs */

const cs_productdescription1 = /** @type {(inputs: Productdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popis`)
};

/**

* @param {Productdescription1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productdescription1 = cs_productdescription1;
export { productdescription1 as "productDescription" }