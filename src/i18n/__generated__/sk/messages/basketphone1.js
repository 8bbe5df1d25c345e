/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Basketphone1Inputs */

const sk_basketphone1 = /** @type {(inputs: Basketphone1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Telefón: ${i?.phone}`)
};

/**

* @param {Basketphone1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketphone1 = sk_basketphone1;
export { basketphone1 as "basketPhone" }