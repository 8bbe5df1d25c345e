/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown> }} Customerinvoicesempty2Inputs */

const de_customerinvoicesempty2 = /** @type {(inputs: Customerinvoicesempty2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In den letzten ${i?.months} Monaten gibt es keine Rechnungen.`)
};

/**

* @param {Customerinvoicesempty2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerinvoicesempty2 = de_customerinvoicesempty2;
export { customerinvoicesempty2 as "customerInvoicesEmpty" }