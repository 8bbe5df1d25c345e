/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Checkoutexpress1Inputs */

const nl_checkoutexpress1 = /** @type {(inputs: Checkoutexpress1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expreslevering (plus ${i?.price})`)
};

/**

* @param {Checkoutexpress1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutexpress1 = nl_checkoutexpress1;
export { checkoutexpress1 as "checkoutExpress" }