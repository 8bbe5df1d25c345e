/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerorder1Inputs */

const nl_customerorder1 = /** @type {(inputs: Customerorder1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestelling ${i?.number}`)
};

/**

* @param {Customerorder1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerorder1 = nl_customerorder1;
export { customerorder1 as "customerOrder" }