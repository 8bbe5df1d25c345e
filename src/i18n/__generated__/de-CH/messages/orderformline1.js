/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Orderformline1Inputs */

const de_ch2_orderformline1 = /** @type {(inputs: Orderformline1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Artikel ${i?.position}`)
};

/**

* @param {Orderformline1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderformline1 = de_ch2_orderformline1;
export { orderformline1 as "orderformLine" }