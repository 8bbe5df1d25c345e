/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerinvoice1Inputs */

const sv_customerinvoice1 = /** @type {(inputs: Customerinvoice1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Faktura ${i?.number}`)
};

/**

* @param {Customerinvoice1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerinvoice1 = sv_customerinvoice1;
export { customerinvoice1 as "customerInvoice" }