/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productfittrue2Inputs */

const sv_productfittrue2 = /** @type {(inputs: Productfittrue2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal i storleken`)
};

/**

* @param {Productfittrue2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productfittrue2 = sv_productfittrue2;
export { productfittrue2 as "productFitTrue" }