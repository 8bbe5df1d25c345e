/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ balance: NonNullable<unknown> }} Thanksloyaltybalance2Inputs */

const de_ch2_thanksloyaltybalance2 = /** @type {(inputs: Thanksloyaltybalance2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr Punktestand: ${i?.balance} Punkte.`)
};

/**

* @param {Thanksloyaltybalance2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const thanksloyaltybalance2 = de_ch2_thanksloyaltybalance2;
export { thanksloyaltybalance2 as "thanksLoyaltyBalance" }