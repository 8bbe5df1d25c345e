/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productfitbigger2Inputs */

const nl_productfitbigger2 = /** @type {(inputs: Productfitbigger2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valt groter – we raden een maat kleiner aan`)
};

/**

* @param {Productfitbigger2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productfitbigger2 = nl_productfitbigger2;
export { productfitbigger2 as "productFitBigger" }