/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, date: NonNullable<unknown> }} Basketflatrate2Inputs */

const sv_basketflatrate2 = /** @type {(inputs: Basketflatrate2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fri frakt-abonnemang: ${i?.amount}, gäller till ${i?.date}.`)
};

/**

* @param {Basketflatrate2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketflatrate2 = sv_basketflatrate2;
export { basketflatrate2 as "basketFlatRate" }