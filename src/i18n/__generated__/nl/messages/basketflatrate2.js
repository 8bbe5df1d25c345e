/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, date: NonNullable<unknown> }} Basketflatrate2Inputs */

const nl_basketflatrate2 = /** @type {(inputs: Basketflatrate2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verzendabonnement: ${i?.amount}, geldig tot ${i?.date}.`)
};

/**

* @param {Basketflatrate2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketflatrate2 = nl_basketflatrate2;
export { basketflatrate2 as "basketFlatRate" }