/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerorder1Inputs */

const de_ch2_customerorder1 = /** @type {(inputs: Customerorder1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung ${i?.number}`)
};

/**

* @param {Customerorder1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerorder1 = de_ch2_customerorder1;
export { customerorder1 as "customerOrder" }