/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productplusshipping2Inputs */

const sk_productplusshipping2 = /** @type {(inputs: Productplusshipping2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bez poštovného`)
};

/**

* @param {Productplusshipping2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productplusshipping2 = sk_productplusshipping2;
export { productplusshipping2 as "productPlusShipping" }