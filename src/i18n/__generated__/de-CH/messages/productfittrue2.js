/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productfittrue2Inputs */

const de_ch2_productfittrue2 = /** @type {(inputs: Productfittrue2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fällt normal aus`)
};

/**

* @param {Productfittrue2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productfittrue2 = de_ch2_productfittrue2;
export { productfittrue2 as "productFitTrue" }