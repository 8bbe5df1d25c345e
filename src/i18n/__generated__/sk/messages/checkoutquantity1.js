/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown> }} Checkoutquantity1Inputs */

const sk_checkoutquantity1 = /** @type {(inputs: Checkoutquantity1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Množstvo: ${i?.quantity}`)
};

/**

* @param {Checkoutquantity1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutquantity1 = sk_checkoutquantity1;
export { checkoutquantity1 as "checkoutQuantity" }