/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdetails1Inputs */

const nl_customerdetails1 = /** @type {(inputs: Customerdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

/**

* @param {Customerdetails1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerdetails1 = nl_customerdetails1;
export { customerdetails1 as "customerDetails" }