/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdetails1Inputs */

const sk_customerdetails1 = /** @type {(inputs: Customerdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detail`)
};

/**

* @param {Customerdetails1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerdetails1 = sk_customerdetails1;
export { customerdetails1 as "customerDetails" }