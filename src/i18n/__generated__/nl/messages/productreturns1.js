/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productreturns1Inputs */

const nl_productreturns1 = /** @type {(inputs: Productreturns1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retourneren`)
};

/**

* @param {Productreturns1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productreturns1 = nl_productreturns1;
export { productreturns1 as "productReturns" }