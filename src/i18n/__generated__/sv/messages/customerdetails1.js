/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdetails1Inputs */

const sv_customerdetails1 = /** @type {(inputs: Customerdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detaljer`)
};

/**

* @param {Customerdetails1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerdetails1 = sv_customerdetails1;
export { customerdetails1 as "customerDetails" }