/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturns1Inputs */

const sk_customerreturns1 = /** @type {(inputs: Customerreturns1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrátenia`)
};

/**

* @param {Customerreturns1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerreturns1 = sk_customerreturns1;
export { customerreturns1 as "customerReturns" }