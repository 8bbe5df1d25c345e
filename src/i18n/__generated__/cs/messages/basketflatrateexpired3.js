/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Basketflatrateexpired3Inputs */

const cs_basketflatrateexpired3 = /** @type {(inputs: Basketflatrateexpired3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vaše paušální poštovné vypršelo ${i?.date}.`)
};

/**

* @param {Basketflatrateexpired3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketflatrateexpired3 = cs_basketflatrateexpired3;
export { basketflatrateexpired3 as "basketFlatRateExpired" }