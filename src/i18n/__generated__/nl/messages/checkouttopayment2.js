/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttopayment2Inputs */

const nl_checkouttopayment2 = /** @type {(inputs: Checkouttopayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verder naar betaalmethode`)
};

/**

* @param {Checkouttopayment2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkouttopayment2 = nl_checkouttopayment2;
export { checkouttopayment2 as "checkoutToPayment" }