/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Basketflatrateexpired3Inputs */

const nl_basketflatrateexpired3 = /** @type {(inputs: Basketflatrateexpired3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Je verzendabonnement is op ${i?.date} verlopen.`)
};

/**

* @param {Basketflatrateexpired3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketflatrateexpired3 = nl_basketflatrateexpired3;
export { basketflatrateexpired3 as "basketFlatRateExpired" }