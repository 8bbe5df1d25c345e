/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttopayment2Inputs */

const cs_checkouttopayment2 = /** @type {(inputs: Checkouttopayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokračovat k platbě`)
};

/**

* @param {Checkouttopayment2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkouttopayment2 = cs_checkouttopayment2;
export { checkouttopayment2 as "checkoutToPayment" }