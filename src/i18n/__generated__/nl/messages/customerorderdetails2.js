/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerorderdetails2Inputs */

const nl_customerorderdetails2 = /** @type {(inputs: Customerorderdetails2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Details van bestelling ${i?.number}`)
};

/**

* @param {Customerorderdetails2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerorderdetails2 = nl_customerorderdetails2;
export { customerorderdetails2 as "customerOrderDetails" }