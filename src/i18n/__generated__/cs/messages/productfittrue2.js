/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productfittrue2Inputs */

const cs_productfittrue2 = /** @type {(inputs: Productfittrue2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odpovídá velikosti`)
};

/**

* @param {Productfittrue2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productfittrue2 = cs_productfittrue2;
export { productfittrue2 as "productFitTrue" }