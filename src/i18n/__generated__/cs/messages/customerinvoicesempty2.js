/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown> }} Customerinvoicesempty2Inputs */

const cs_customerinvoicesempty2 = /** @type {(inputs: Customerinvoicesempty2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Za posledních ${i?.months} měsíců nemáte žádné faktury.`)
};

/**

* @param {Customerinvoicesempty2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerinvoicesempty2 = cs_customerinvoicesempty2;
export { customerinvoicesempty2 as "customerInvoicesEmpty" }