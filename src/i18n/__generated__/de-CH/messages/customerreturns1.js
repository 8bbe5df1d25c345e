/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturns1Inputs */

const de_ch2_customerreturns1 = /** @type {(inputs: Customerreturns1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retouren`)
};

/**

* @param {Customerreturns1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerreturns1 = de_ch2_customerreturns1;
export { customerreturns1 as "customerReturns" }