/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown> }} Checkoutquantity1Inputs */

const nl_checkoutquantity1 = /** @type {(inputs: Checkoutquantity1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aantal: ${i?.quantity}`)
};

/**

* @param {Checkoutquantity1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutquantity1 = nl_checkoutquantity1;
export { checkoutquantity1 as "checkoutQuantity" }