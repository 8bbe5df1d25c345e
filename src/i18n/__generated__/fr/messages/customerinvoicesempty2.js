/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown> }} Customerinvoicesempty2Inputs */

const fr_customerinvoicesempty2 = /** @type {(inputs: Customerinvoicesempty2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune facture au cours des ${i?.months} derniers mois.`)
};

/**

* @param {Customerinvoicesempty2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerinvoicesempty2 = fr_customerinvoicesempty2;
export { customerinvoicesempty2 as "customerInvoicesEmpty" }