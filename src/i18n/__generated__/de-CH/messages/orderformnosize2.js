/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformnosize2Inputs */

const de_ch2_orderformnosize2 = /** @type {(inputs: Orderformnosize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Bestellschein enthält Artikel ohne ausgewählte Grösse.`)
};

/**

* @param {Orderformnosize2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderformnosize2 = de_ch2_orderformnosize2;
export { orderformnosize2 as "orderformNoSize" }