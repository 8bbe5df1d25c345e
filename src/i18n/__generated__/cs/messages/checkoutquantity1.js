/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown> }} Checkoutquantity1Inputs */

const cs_checkoutquantity1 = /** @type {(inputs: Checkoutquantity1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Množství: ${i?.quantity}`)
};

/**

* @param {Checkoutquantity1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutquantity1 = cs_checkoutquantity1;
export { checkoutquantity1 as "checkoutQuantity" }