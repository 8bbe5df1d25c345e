/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerorderdetails2Inputs */

const de_ch2_customerorderdetails2 = /** @type {(inputs: Customerorderdetails2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Details zur Bestellung ${i?.number}`)
};

/**

* @param {Customerorderdetails2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerorderdetails2 = de_ch2_customerorderdetails2;
export { customerorderdetails2 as "customerOrderDetails" }