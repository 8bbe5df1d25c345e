/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Checkoutexpress1Inputs */

const sk_checkoutexpress1 = /** @type {(inputs: Checkoutexpress1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expresné doručenie (príplatok ${i?.price})`)
};

/**

* @param {Checkoutexpress1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutexpress1 = sk_checkoutexpress1;
export { checkoutexpress1 as "checkoutExpress" }