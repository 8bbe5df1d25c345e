/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productplusshipping2Inputs */

const fr_productplusshipping2 = /** @type {(inputs: Productplusshipping2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hors frais de port`)
};

/**

* @param {Productplusshipping2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productplusshipping2 = fr_productplusshipping2;
export { productplusshipping2 as "productPlusShipping" }