/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchangepayment2Inputs */

const sv_checkoutchangepayment2 = /** @type {(inputs: Checkoutchangepayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändra betalsätt`)
};

/**

* @param {Checkoutchangepayment2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutchangepayment2 = sv_checkoutchangepayment2;
export { checkoutchangepayment2 as "checkoutChangePayment" }