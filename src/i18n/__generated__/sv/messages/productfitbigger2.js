/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productfitbigger2Inputs */

const sv_productfitbigger2 = /** @type {(inputs: Productfitbigger2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stor i storleken – vi rekommenderar en storlek mindre`)
};

/**

* @param {Productfitbigger2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productfitbigger2 = sv_productfitbigger2;
export { productfitbigger2 as "productFitBigger" }