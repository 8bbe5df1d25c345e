/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Basketloyaltypoints2Inputs */

const de_basketloyaltypoints2 = /** @type {(inputs: Basketloyaltypoints2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mit dieser Bestellung erhalten Sie ${i?.points} Treuepunkte.`)
};

/**

* @param {Basketloyaltypoints2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketloyaltypoints2 = de_basketloyaltypoints2;
export { basketloyaltypoints2 as "basketLoyaltyPoints" }