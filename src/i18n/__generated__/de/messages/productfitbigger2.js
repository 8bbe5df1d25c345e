/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productfitbigger2Inputs */

const de_productfitbigger2 = /** @type {(inputs: Productfitbigger2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fällt größer aus – wir empfehlen eine Größe kleiner`)
};

/**

* @param {Productfitbigger2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productfitbigger2 = de_productfitbigger2;
export { productfitbigger2 as "productFitBigger" }