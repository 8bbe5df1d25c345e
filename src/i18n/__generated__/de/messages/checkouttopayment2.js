/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttopayment2Inputs */

const de_checkouttopayment2 = /** @type {(inputs: Checkouttopayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter zur Zahlungsart`)
};

/**

* @param {Checkouttopayment2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkouttopayment2 = de_checkouttopayment2;
export { checkouttopayment2 as "checkoutToPayment" }