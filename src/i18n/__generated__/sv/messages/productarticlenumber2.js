/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productarticlenumber2Inputs */

const sv_productarticlenumber2 = /** @type {(inputs: Productarticlenumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikelnummer`)
};

/**

* @param {Productarticlenumber2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productarticlenumber2 = sv_productarticlenumber2;
export { productarticlenumber2 as "productArticleNumber" }