/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderdelivered2Inputs */

const nl_customerorderdelivered2 = /** @type {(inputs: Customerorderdelivered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezorgd`)
};

/**

* @param {Customerorderdelivered2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerorderdelivered2 = nl_customerorderdelivered2;
export { customerorderdelivered2 as "customerOrderDelivered" }