/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ balance: NonNullable<unknown> }} Thanksloyaltybalance2Inputs */

const nl_thanksloyaltybalance2 = /** @type {(inputs: Thanksloyaltybalance2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Je puntensaldo: ${i?.balance}.`)
};

/**

* @param {Thanksloyaltybalance2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thanksloyaltybalance2 = nl_thanksloyaltybalance2;
export { thanksloyaltybalance2 as "thanksLoyaltyBalance" }