/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderdelivered2Inputs */

const de_customerorderdelivered2 = /** @type {(inputs: Customerorderdelivered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugestellt`)
};

/**

* @param {Customerorderdelivered2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerorderdelivered2 = de_customerorderdelivered2;
export { customerorderdelivered2 as "customerOrderDelivered" }