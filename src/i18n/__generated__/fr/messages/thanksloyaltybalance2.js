/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ balance: NonNullable<unknown> }} Thanksloyaltybalance2Inputs */

const fr_thanksloyaltybalance2 = /** @type {(inputs: Thanksloyaltybalance2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre solde de points : ${i?.balance}.`)
};

/**

* @param {Thanksloyaltybalance2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thanksloyaltybalance2 = fr_thanksloyaltybalance2;
export { thanksloyaltybalance2 as "thanksLoyaltyBalance" }