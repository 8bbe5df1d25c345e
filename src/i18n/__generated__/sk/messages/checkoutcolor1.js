/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ color: NonNullable<unknown> }} Checkoutcolor1Inputs */

const sk_checkoutcolor1 = /** @type {(inputs: Checkoutcolor1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Farba: ${i?.color}`)
};

/**

* @param {Checkoutcolor1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutcolor1 = sk_checkoutcolor1;
export { checkoutcolor1 as "checkoutColor" }