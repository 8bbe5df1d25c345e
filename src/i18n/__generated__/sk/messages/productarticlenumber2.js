/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productarticlenumber2Inputs */

const sk_productarticlenumber2 = /** @type {(inputs: Productarticlenumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Číslo tovaru`)
};

/**

* @param {Productarticlenumber2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productarticlenumber2 = sk_productarticlenumber2;
export { productarticlenumber2 as "productArticleNumber" }