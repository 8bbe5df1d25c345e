/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Checkoutsize1Inputs */

const sk_checkoutsize1 = /** @type {(inputs: Checkoutsize1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veľkosť: ${i?.size}`)
};

/**

* @param {Checkoutsize1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutsize1 = sk_checkoutsize1;
export { checkoutsize1 as "checkoutSize" }