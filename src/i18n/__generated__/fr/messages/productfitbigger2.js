/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productfitbigger2Inputs */

const fr_productfitbigger2 = /** @type {(inputs: Productfitbigger2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taille grand – nous conseillons une taille en dessous`)
};

/**

* @param {Productfitbigger2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productfitbigger2 = fr_productfitbigger2;
export { productfitbigger2 as "productFitBigger" }