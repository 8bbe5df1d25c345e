/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown> }} Customerinvoicesempty2Inputs */

const sv_customerinvoicesempty2 = /** @type {(inputs: Customerinvoicesempty2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Det finns inga fakturor från de senaste ${i?.months} månaderna.`)
};

/**

* @param {Customerinvoicesempty2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerinvoicesempty2 = sv_customerinvoicesempty2;
export { customerinvoicesempty2 as "customerInvoicesEmpty" }