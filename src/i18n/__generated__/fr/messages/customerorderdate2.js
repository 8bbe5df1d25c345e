/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderdate2Inputs */

const fr_customerorderdate2 = /** @type {(inputs: Customerorderdate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de commande`)
};

/**

* @param {Customerorderdate2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerorderdate2 = fr_customerorderdate2;
export { customerorderdate2 as "customerOrderDate" }