/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productarticlenumber2Inputs */

const nl_productarticlenumber2 = /** @type {(inputs: Productarticlenumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikelnummer`)
};

/**

* @param {Productarticlenumber2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productarticlenumber2 = nl_productarticlenumber2;
export { productarticlenumber2 as "productArticleNumber" }