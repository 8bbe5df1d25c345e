/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown>, programmeName: NonNullable<unknown> }} Thanksloyaltyregistered2Inputs */

const de_ch2_thanksloyaltyregistered2 = /** @type {(inputs: Thanksloyaltyregistered2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mit dieser Bestellung sammeln Sie ${i?.points} ${i?.programmeName}-Punkte.`)
};

/**

* @param {Thanksloyaltyregistered2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const thanksloyaltyregistered2 = de_ch2_thanksloyaltyregistered2;
export { thanksloyaltyregistered2 as "thanksLoyaltyRegistered" }