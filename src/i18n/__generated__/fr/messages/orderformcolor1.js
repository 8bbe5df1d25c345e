/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ color: NonNullable<unknown> }} Orderformcolor1Inputs */

const fr_orderformcolor1 = /** @type {(inputs: Orderformcolor1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Couleur : ${i?.color}`)
};

/**

* @param {Orderformcolor1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformcolor1 = fr_orderformcolor1;
export { orderformcolor1 as "orderformColor" }