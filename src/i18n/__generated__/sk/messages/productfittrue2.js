/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productfittrue2Inputs */

const sk_productfittrue2 = /** @type {(inputs: Productfittrue2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zodpovedá veľkosti`)
};

/**

* @param {Productfittrue2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productfittrue2 = sk_productfittrue2;
export { productfittrue2 as "productFitTrue" }