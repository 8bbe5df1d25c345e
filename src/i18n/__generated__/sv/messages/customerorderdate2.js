/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderdate2Inputs */

const sv_customerorderdate2 = /** @type {(inputs: Customerorderdate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beställningsdatum`)
};

/**

* @param {Customerorderdate2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerorderdate2 = sv_customerorderdate2;
export { customerorderdate2 as "customerOrderDate" }