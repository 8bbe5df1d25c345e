/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Basketflatrateexpired3Inputs */

const sv_basketflatrateexpired3 = /** @type {(inputs: Basketflatrateexpired3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Din fraktfria period gick ut den ${i?.date}.`)
};

/**

* @param {Basketflatrateexpired3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketflatrateexpired3 = sv_basketflatrateexpired3;
export { basketflatrateexpired3 as "basketFlatRateExpired" }