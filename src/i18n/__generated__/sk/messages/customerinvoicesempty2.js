/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown> }} Customerinvoicesempty2Inputs */

const sk_customerinvoicesempty2 = /** @type {(inputs: Customerinvoicesempty2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Za posledných ${i?.months} mesiacov nemáte žiadne faktúry.`)
};

/**

* @param {Customerinvoicesempty2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerinvoicesempty2 = sk_customerinvoicesempty2;
export { customerinvoicesempty2 as "customerInvoicesEmpty" }