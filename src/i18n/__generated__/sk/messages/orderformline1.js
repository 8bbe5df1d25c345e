/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Orderformline1Inputs */

const sk_orderformline1 = /** @type {(inputs: Orderformline1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Položka ${i?.position}`)
};

/**

* @param {Orderformline1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformline1 = sk_orderformline1;
export { orderformline1 as "orderformLine" }