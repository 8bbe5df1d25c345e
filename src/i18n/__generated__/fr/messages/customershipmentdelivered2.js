/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentdelivered2Inputs */

const fr_customershipmentdelivered2 = /** @type {(inputs: Customershipmentdelivered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livré`)
};

/**

* @param {Customershipmentdelivered2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customershipmentdelivered2 = fr_customershipmentdelivered2;
export { customershipmentdelivered2 as "customerShipmentDelivered" }