/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ color: NonNullable<unknown> }} Orderformcolor1Inputs */

const nl_orderformcolor1 = /** @type {(inputs: Orderformcolor1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kleur: ${i?.color}`)
};

/**

* @param {Orderformcolor1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformcolor1 = nl_orderformcolor1;
export { orderformcolor1 as "orderformColor" }