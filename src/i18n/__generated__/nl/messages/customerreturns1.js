/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturns1Inputs */

const nl_customerreturns1 = /** @type {(inputs: Customerreturns1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retouren`)
};

/**

* @param {Customerreturns1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerreturns1 = nl_customerreturns1;
export { customerreturns1 as "customerReturns" }