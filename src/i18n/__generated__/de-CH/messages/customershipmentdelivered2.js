/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentdelivered2Inputs */

const de_ch2_customershipmentdelivered2 = /** @type {(inputs: Customershipmentdelivered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugestellt`)
};

/**

* @param {Customershipmentdelivered2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customershipmentdelivered2 = de_ch2_customershipmentdelivered2;
export { customershipmentdelivered2 as "customerShipmentDelivered" }