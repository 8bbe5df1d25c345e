/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerorderdetails2Inputs */

const sk_customerorderdetails2 = /** @type {(inputs: Customerorderdetails2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Detail objednávky ${i?.number}`)
};

/**

* @param {Customerorderdetails2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerorderdetails2 = sk_customerorderdetails2;
export { customerorderdetails2 as "customerOrderDetails" }