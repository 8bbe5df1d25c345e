/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderdelivered2Inputs */

const sk_customerorderdelivered2 = /** @type {(inputs: Customerorderdelivered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručená`)
};

/**

* @param {Customerorderdelivered2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerorderdelivered2 = sk_customerorderdelivered2;
export { customerorderdelivered2 as "customerOrderDelivered" }