/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productreturns1Inputs */

const de_productreturns1 = /** @type {(inputs: Productreturns1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rückgabe`)
};

/**

* @param {Productreturns1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productreturns1 = de_productreturns1;
export { productreturns1 as "productReturns" }