/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown> }} Customerinvoicesempty2Inputs */

const nl_customerinvoicesempty2 = /** @type {(inputs: Customerinvoicesempty2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De afgelopen ${i?.months} maanden zijn er geen facturen.`)
};

/**

* @param {Customerinvoicesempty2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerinvoicesempty2 = nl_customerinvoicesempty2;
export { customerinvoicesempty2 as "customerInvoicesEmpty" }