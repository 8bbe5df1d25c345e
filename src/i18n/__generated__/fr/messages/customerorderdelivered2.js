/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderdelivered2Inputs */

const fr_customerorderdelivered2 = /** @type {(inputs: Customerorderdelivered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livrée`)
};

/**

* @param {Customerorderdelivered2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerorderdelivered2 = fr_customerorderdelivered2;
export { customerorderdelivered2 as "customerOrderDelivered" }