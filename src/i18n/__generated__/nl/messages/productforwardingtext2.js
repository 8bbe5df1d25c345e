/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Productforwardingtext2Inputs */

const nl_productforwardingtext2 = /** @type {(inputs: Productforwardingtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: levering tot aan de stoeprand, plus ${i?.fee} vrachtkosten per bestelling`)
};

/**

* @param {Productforwardingtext2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productforwardingtext2 = nl_productforwardingtext2;
export { productforwardingtext2 as "productForwardingText" }