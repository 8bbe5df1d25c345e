/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Basketflatrateexpired3Inputs */

const de_ch2_basketflatrateexpired3 = /** @type {(inputs: Basketflatrateexpired3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Versandkosten-Flatrate ist am ${i?.date} abgelaufen.`)
};

/**

* @param {Basketflatrateexpired3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketflatrateexpired3 = de_ch2_basketflatrateexpired3;
export { basketflatrateexpired3 as "basketFlatRateExpired" }