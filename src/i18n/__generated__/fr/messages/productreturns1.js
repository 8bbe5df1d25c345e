/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productreturns1Inputs */

const fr_productreturns1 = /** @type {(inputs: Productreturns1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retours`)
};

/**

* @param {Productreturns1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productreturns1 = fr_productreturns1;
export { productreturns1 as "productReturns" }