/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderdate2Inputs */

const cs_customerorderdate2 = /** @type {(inputs: Customerorderdate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum objednávky`)
};

/**

* @param {Customerorderdate2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerorderdate2 = cs_customerorderdate2;
export { customerorderdate2 as "customerOrderDate" }