/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, date: NonNullable<unknown> }} Basketflatrate2Inputs */

const sk_basketflatrate2 = /** @type {(inputs: Basketflatrate2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paušálne poštovné: ${i?.amount}, platí do ${i?.date}.`)
};

/**

* @param {Basketflatrate2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketflatrate2 = sk_basketflatrate2;
export { basketflatrate2 as "basketFlatRate" }