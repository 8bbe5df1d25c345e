/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productfittrue2Inputs */

const fr_productfittrue2 = /** @type {(inputs: Productfittrue2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taille normalement`)
};

/**

* @param {Productfittrue2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productfittrue2 = fr_productfittrue2;
export { productfittrue2 as "productFitTrue" }