/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchangepayment2Inputs */

const fr_checkoutchangepayment2 = /** @type {(inputs: Checkoutchangepayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le mode de paiement`)
};

/**

* @param {Checkoutchangepayment2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutchangepayment2 = fr_checkoutchangepayment2;
export { checkoutchangepayment2 as "checkoutChangePayment" }