/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ color: NonNullable<unknown> }} Orderformcolor1Inputs */

const sv_orderformcolor1 = /** @type {(inputs: Orderformcolor1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Färg: ${i?.color}`)
};

/**

* @param {Orderformcolor1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformcolor1 = sv_orderformcolor1;
export { orderformcolor1 as "orderformColor" }