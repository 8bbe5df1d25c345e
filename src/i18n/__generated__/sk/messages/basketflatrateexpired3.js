/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Basketflatrateexpired3Inputs */

const sk_basketflatrateexpired3 = /** @type {(inputs: Basketflatrateexpired3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vaše paušálne poštovné vypršalo ${i?.date}.`)
};

/**

* @param {Basketflatrateexpired3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketflatrateexpired3 = sk_basketflatrateexpired3;
export { basketflatrateexpired3 as "basketFlatRateExpired" }