/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttopayment2Inputs */

const fr_checkouttopayment2 = /** @type {(inputs: Checkouttopayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer vers le paiement`)
};

/**

* @param {Checkouttopayment2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkouttopayment2 = fr_checkouttopayment2;
export { checkouttopayment2 as "checkoutToPayment" }