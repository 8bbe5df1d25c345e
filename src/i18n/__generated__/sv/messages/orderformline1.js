/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Orderformline1Inputs */

const sv_orderformline1 = /** @type {(inputs: Orderformline1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vara ${i?.position}`)
};

/**

* @param {Orderformline1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformline1 = sv_orderformline1;
export { orderformline1 as "orderformLine" }