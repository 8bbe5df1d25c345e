/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productreturns1Inputs */

const sk_productreturns1 = /** @type {(inputs: Productreturns1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrátenie tovaru`)
};

/**

* @param {Productreturns1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productreturns1 = sk_productreturns1;
export { productreturns1 as "productReturns" }