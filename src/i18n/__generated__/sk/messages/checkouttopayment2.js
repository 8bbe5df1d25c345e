/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttopayment2Inputs */

const sk_checkouttopayment2 = /** @type {(inputs: Checkouttopayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokračovať na platbu`)
};

/**

* @param {Checkouttopayment2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkouttopayment2 = sk_checkouttopayment2;
export { checkouttopayment2 as "checkoutToPayment" }