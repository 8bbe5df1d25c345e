/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformlinenosize3Inputs */

const de_ch2_orderformlinenosize3 = /** @type {(inputs: Orderformlinenosize3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wählen Sie eine Grösse`)
};

/**

* @param {Orderformlinenosize3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderformlinenosize3 = de_ch2_orderformlinenosize3;
export { orderformlinenosize3 as "orderformLineNoSize" }