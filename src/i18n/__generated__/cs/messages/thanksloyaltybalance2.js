/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ balance: NonNullable<unknown> }} Thanksloyaltybalance2Inputs */

const cs_thanksloyaltybalance2 = /** @type {(inputs: Thanksloyaltybalance2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Váš stav bodů: ${i?.balance}.`)
};

/**

* @param {Thanksloyaltybalance2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thanksloyaltybalance2 = cs_thanksloyaltybalance2;
export { thanksloyaltybalance2 as "thanksLoyaltyBalance" }