/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentdelivered2Inputs */

const sk_customershipmentdelivered2 = /** @type {(inputs: Customershipmentdelivered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručená`)
};

/**

* @param {Customershipmentdelivered2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customershipmentdelivered2 = sk_customershipmentdelivered2;
export { customershipmentdelivered2 as "customerShipmentDelivered" }