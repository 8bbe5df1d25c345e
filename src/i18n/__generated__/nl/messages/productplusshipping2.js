/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productplusshipping2Inputs */

const nl_productplusshipping2 = /** @type {(inputs: Productplusshipping2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`excl. verzendkosten`)
};

/**

* @param {Productplusshipping2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productplusshipping2 = nl_productplusshipping2;
export { productplusshipping2 as "productPlusShipping" }