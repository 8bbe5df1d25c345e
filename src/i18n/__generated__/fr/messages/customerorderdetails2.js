/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerorderdetails2Inputs */

const fr_customerorderdetails2 = /** @type {(inputs: Customerorderdetails2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Détails de la commande ${i?.number}`)
};

/**

* @param {Customerorderdetails2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerorderdetails2 = fr_customerorderdetails2;
export { customerorderdetails2 as "customerOrderDetails" }