/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown> }} Checkoutquantity1Inputs */

const fr_checkoutquantity1 = /** @type {(inputs: Checkoutquantity1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantité : ${i?.quantity}`)
};

/**

* @param {Checkoutquantity1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutquantity1 = fr_checkoutquantity1;
export { checkoutquantity1 as "checkoutQuantity" }