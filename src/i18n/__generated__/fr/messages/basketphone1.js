/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Basketphone1Inputs */

const fr_basketphone1 = /** @type {(inputs: Basketphone1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tél. : ${i?.phone}`)
};

/**

* @param {Basketphone1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketphone1 = fr_basketphone1;
export { basketphone1 as "basketPhone" }