/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchangepayment2Inputs */

const nl_checkoutchangepayment2 = /** @type {(inputs: Checkoutchangepayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betaalmethode wijzigen`)
};

/**

* @param {Checkoutchangepayment2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutchangepayment2 = nl_checkoutchangepayment2;
export { checkoutchangepayment2 as "checkoutChangePayment" }