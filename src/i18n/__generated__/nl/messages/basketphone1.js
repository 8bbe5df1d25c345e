/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Basketphone1Inputs */

const nl_basketphone1 = /** @type {(inputs: Basketphone1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Telefoon: ${i?.phone}`)
};

/**

* @param {Basketphone1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketphone1 = nl_basketphone1;
export { basketphone1 as "basketPhone" }