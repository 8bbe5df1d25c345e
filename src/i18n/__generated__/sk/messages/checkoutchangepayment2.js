/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchangepayment2Inputs */

const sk_checkoutchangepayment2 = /** @type {(inputs: Checkoutchangepayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zmeniť spôsob platby`)
};

/**

* @param {Checkoutchangepayment2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutchangepayment2 = sk_checkoutchangepayment2;
export { checkoutchangepayment2 as "checkoutChangePayment" }