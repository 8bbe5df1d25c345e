/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productfitbigger2Inputs */

const de_ch2_productfitbigger2 = /** @type {(inputs: Productfitbigger2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fällt grösser aus – wir empfehlen eine Grösse kleiner`)
};

/**

* @param {Productfitbigger2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productfitbigger2 = de_ch2_productfitbigger2;
export { productfitbigger2 as "productFitBigger" }