/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, date: NonNullable<unknown> }} Basketflatrate2Inputs */

const de_ch2_basketflatrate2 = /** @type {(inputs: Basketflatrate2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versandkosten-Flatrate: ${i?.amount}, gültig bis ${i?.date}.`)
};

/**

* @param {Basketflatrate2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketflatrate2 = de_ch2_basketflatrate2;
export { basketflatrate2 as "basketFlatRate" }