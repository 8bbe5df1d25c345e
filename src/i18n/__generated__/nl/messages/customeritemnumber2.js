/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customeritemnumber2Inputs */

const nl_customeritemnumber2 = /** @type {(inputs: Customeritemnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Art.nr. ${i?.number}`)
};

/**

* @param {Customeritemnumber2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customeritemnumber2 = nl_customeritemnumber2;
export { customeritemnumber2 as "customerItemNumber" }