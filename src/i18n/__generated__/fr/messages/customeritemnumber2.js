/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customeritemnumber2Inputs */

const fr_customeritemnumber2 = /** @type {(inputs: Customeritemnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réf. ${i?.number}`)
};

/**

* @param {Customeritemnumber2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customeritemnumber2 = fr_customeritemnumber2;
export { customeritemnumber2 as "customerItemNumber" }