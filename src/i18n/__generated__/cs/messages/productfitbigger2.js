/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productfitbigger2Inputs */

const cs_productfitbigger2 = /** @type {(inputs: Productfitbigger2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je větší – doporučujeme o velikost menší`)
};

/**

* @param {Productfitbigger2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productfitbigger2 = cs_productfitbigger2;
export { productfitbigger2 as "productFitBigger" }