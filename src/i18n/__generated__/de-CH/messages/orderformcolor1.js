/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ color: NonNullable<unknown> }} Orderformcolor1Inputs */

const de_ch2_orderformcolor1 = /** @type {(inputs: Orderformcolor1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Farbe: ${i?.color}`)
};

/**

* @param {Orderformcolor1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderformcolor1 = de_ch2_orderformcolor1;
export { orderformcolor1 as "orderformColor" }