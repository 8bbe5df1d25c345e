/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Basketphone1Inputs */

const sv_basketphone1 = /** @type {(inputs: Basketphone1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Telefon: ${i?.phone}`)
};

/**

* @param {Basketphone1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketphone1 = sv_basketphone1;
export { basketphone1 as "basketPhone" }