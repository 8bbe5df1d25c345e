/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderdelivered2Inputs */

const cs_customerorderdelivered2 = /** @type {(inputs: Customerorderdelivered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručena`)
};

/**

* @param {Customerorderdelivered2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerorderdelivered2 = cs_customerorderdelivered2;
export { customerorderdelivered2 as "customerOrderDelivered" }