/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdescription1Inputs */

const nl_productdescription1 = /** @type {(inputs: Productdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beschrijving`)
};

/**

* @param {Productdescription1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productdescription1 = nl_productdescription1;
export { productdescription1 as "productDescription" }