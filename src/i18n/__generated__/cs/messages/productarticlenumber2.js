/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productarticlenumber2Inputs */

const cs_productarticlenumber2 = /** @type {(inputs: Productarticlenumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Číslo zboží`)
};

/**

* @param {Productarticlenumber2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productarticlenumber2 = cs_productarticlenumber2;
export { productarticlenumber2 as "productArticleNumber" }