/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown>, programmeName: NonNullable<unknown> }} Thanksloyaltynotregistered3Inputs */

const de_thanksloyaltynotregistered3 = /** @type {(inputs: Thanksloyaltynotregistered3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mit dieser Bestellung hätten Sie ${i?.points} ${i?.programmeName}-Punkte sammeln können. Melden Sie sich beim ${i?.programmeName} an und sammeln Sie ab Ihrer nächsten Bestellung Punkte.`)
};

/**

* @param {Thanksloyaltynotregistered3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const thanksloyaltynotregistered3 = de_thanksloyaltynotregistered3;
export { thanksloyaltynotregistered3 as "thanksLoyaltyNotRegistered" }