/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdetails1Inputs */

const de_customerdetails1 = /** @type {(inputs: Customerdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

/**

* @param {Customerdetails1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerdetails1 = de_customerdetails1;
export { customerdetails1 as "customerDetails" }