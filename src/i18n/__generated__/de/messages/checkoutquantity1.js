/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown> }} Checkoutquantity1Inputs */

const de_checkoutquantity1 = /** @type {(inputs: Checkoutquantity1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menge: ${i?.quantity}`)
};

/**

* @param {Checkoutquantity1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutquantity1 = de_checkoutquantity1;
export { checkoutquantity1 as "checkoutQuantity" }