/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Checkoutexpress1Inputs */

const cs_checkoutexpress1 = /** @type {(inputs: Checkoutexpress1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expresní doručení (příplatek ${i?.price})`)
};

/**

* @param {Checkoutexpress1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutexpress1 = cs_checkoutexpress1;
export { checkoutexpress1 as "checkoutExpress" }