/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productreturns1Inputs */

const cs_productreturns1 = /** @type {(inputs: Productreturns1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrácení zboží`)
};

/**

* @param {Productreturns1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productreturns1 = cs_productreturns1;
export { productreturns1 as "productReturns" }