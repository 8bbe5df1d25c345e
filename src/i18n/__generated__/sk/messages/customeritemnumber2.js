/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customeritemnumber2Inputs */

const sk_customeritemnumber2 = /** @type {(inputs: Customeritemnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kód tovaru ${i?.number}`)
};

/**

* @param {Customeritemnumber2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customeritemnumber2 = sk_customeritemnumber2;
export { customeritemnumber2 as "customerItemNumber" }