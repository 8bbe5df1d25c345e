/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Basketflatrateexpired3Inputs */

const fr_basketflatrateexpired3 = /** @type {(inputs: Basketflatrateexpired3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre forfait livraison a expiré le ${i?.date}.`)
};

/**

* @param {Basketflatrateexpired3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketflatrateexpired3 = fr_basketflatrateexpired3;
export { basketflatrateexpired3 as "basketFlatRateExpired" }