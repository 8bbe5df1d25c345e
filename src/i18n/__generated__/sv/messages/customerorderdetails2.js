/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerorderdetails2Inputs */

const sv_customerorderdetails2 = /** @type {(inputs: Customerorderdetails2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Detaljer om beställning ${i?.number}`)
};

/**

* @param {Customerorderdetails2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerorderdetails2 = sv_customerorderdetails2;
export { customerorderdetails2 as "customerOrderDetails" }