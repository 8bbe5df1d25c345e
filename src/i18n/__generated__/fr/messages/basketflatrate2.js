/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, date: NonNullable<unknown> }} Basketflatrate2Inputs */

const fr_basketflatrate2 = /** @type {(inputs: Basketflatrate2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Forfait livraison : ${i?.amount}, valable jusqu'au ${i?.date}.`)
};

/**

* @param {Basketflatrate2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketflatrate2 = fr_basketflatrate2;
export { basketflatrate2 as "basketFlatRate" }