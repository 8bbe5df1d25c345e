/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturns1Inputs */

const fr_customerreturns1 = /** @type {(inputs: Customerreturns1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retours`)
};

/**

* @param {Customerreturns1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerreturns1 = fr_customerreturns1;
export { customerreturns1 as "customerReturns" }