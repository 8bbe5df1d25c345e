/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customeritemnumber2Inputs */

const de_ch2_customeritemnumber2 = /** @type {(inputs: Customeritemnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Art.-Nr. ${i?.number}`)
};

/**

* @param {Customeritemnumber2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customeritemnumber2 = de_ch2_customeritemnumber2;
export { customeritemnumber2 as "customerItemNumber" }