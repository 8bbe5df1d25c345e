/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderdate2Inputs */

const nl_customerorderdate2 = /** @type {(inputs: Customerorderdate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Besteldatum`)
};

/**

* @param {Customerorderdate2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerorderdate2 = nl_customerorderdate2;
export { customerorderdate2 as "customerOrderDate" }