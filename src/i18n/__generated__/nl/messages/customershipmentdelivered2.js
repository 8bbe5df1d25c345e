/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentdelivered2Inputs */

const nl_customershipmentdelivered2 = /** @type {(inputs: Customershipmentdelivered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezorgd`)
};

/**

* @param {Customershipmentdelivered2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customershipmentdelivered2 = nl_customershipmentdelivered2;
export { customershipmentdelivered2 as "customerShipmentDelivered" }