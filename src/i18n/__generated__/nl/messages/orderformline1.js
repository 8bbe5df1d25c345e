/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Orderformline1Inputs */

const nl_orderformline1 = /** @type {(inputs: Orderformline1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Artikel ${i?.position}`)
};

/**

* @param {Orderformline1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformline1 = nl_orderformline1;
export { orderformline1 as "orderformLine" }