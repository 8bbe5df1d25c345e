/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturns1Inputs */

const sv_customerreturns1 = /** @type {(inputs: Customerreturns1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returer`)
};

/**

* @param {Customerreturns1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerreturns1 = sv_customerreturns1;
export { customerreturns1 as "customerReturns" }