/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ balance: NonNullable<unknown> }} Thanksloyaltybalance2Inputs */

const sk_thanksloyaltybalance2 = /** @type {(inputs: Thanksloyaltybalance2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Váš stav bodov: ${i?.balance}.`)
};

/**

* @param {Thanksloyaltybalance2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thanksloyaltybalance2 = sk_thanksloyaltybalance2;
export { thanksloyaltybalance2 as "thanksLoyaltyBalance" }