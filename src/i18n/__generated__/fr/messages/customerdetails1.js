/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdetails1Inputs */

const fr_customerdetails1 = /** @type {(inputs: Customerdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails`)
};

/**

* @param {Customerdetails1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerdetails1 = fr_customerdetails1;
export { customerdetails1 as "customerDetails" }