/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productfitbigger2Inputs */

const sk_productfitbigger2 = /** @type {(inputs: Productfitbigger2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je väčšie – odporúčame o veľkosť menšie`)
};

/**

* @param {Productfitbigger2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productfitbigger2 = sk_productfitbigger2;
export { productfitbigger2 as "productFitBigger" }