/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productarticlenumber2Inputs */

const de_ch2_productarticlenumber2 = /** @type {(inputs: Productarticlenumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikelnummer`)
};

/**

* @param {Productarticlenumber2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productarticlenumber2 = de_ch2_productarticlenumber2;
export { productarticlenumber2 as "productArticleNumber" }