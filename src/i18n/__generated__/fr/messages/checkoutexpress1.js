/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Checkoutexpress1Inputs */

const fr_checkoutexpress1 = /** @type {(inputs: Checkoutexpress1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison express (plus ${i?.price})`)
};

/**

* @param {Checkoutexpress1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutexpress1 = fr_checkoutexpress1;
export { checkoutexpress1 as "checkoutExpress" }