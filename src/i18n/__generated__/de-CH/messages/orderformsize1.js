/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformsize1Inputs */

const de_ch2_orderformsize1 = /** @type {(inputs: Orderformsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grösse`)
};

/**

* @param {Orderformsize1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderformsize1 = de_ch2_orderformsize1;
export { orderformsize1 as "orderformSize" }