/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentdelivered2Inputs */

const sv_customershipmentdelivered2 = /** @type {(inputs: Customershipmentdelivered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levererad`)
};

/**

* @param {Customershipmentdelivered2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customershipmentdelivered2 = sv_customershipmentdelivered2;
export { customershipmentdelivered2 as "customerShipmentDelivered" }