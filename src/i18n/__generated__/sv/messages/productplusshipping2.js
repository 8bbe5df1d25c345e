/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productplusshipping2Inputs */

const sv_productplusshipping2 = /** @type {(inputs: Productplusshipping2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`exkl. frakt`)
};

/**

* @param {Productplusshipping2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productplusshipping2 = sv_productplusshipping2;
export { productplusshipping2 as "productPlusShipping" }