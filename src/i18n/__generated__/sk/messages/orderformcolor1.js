/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ color: NonNullable<unknown> }} Orderformcolor1Inputs */

const sk_orderformcolor1 = /** @type {(inputs: Orderformcolor1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Farba: ${i?.color}`)
};

/**

* @param {Orderformcolor1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformcolor1 = sk_orderformcolor1;
export { orderformcolor1 as "orderformColor" }