/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productplusshipping2Inputs */

const de_productplusshipping2 = /** @type {(inputs: Productplusshipping2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zzgl. Versandkosten`)
};

/**

* @param {Productplusshipping2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productplusshipping2 = de_productplusshipping2;
export { productplusshipping2 as "productPlusShipping" }