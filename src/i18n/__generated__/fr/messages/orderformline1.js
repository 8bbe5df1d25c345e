/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Orderformline1Inputs */

const fr_orderformline1 = /** @type {(inputs: Orderformline1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Article ${i?.position}`)
};

/**

* @param {Orderformline1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformline1 = fr_orderformline1;
export { orderformline1 as "orderformLine" }