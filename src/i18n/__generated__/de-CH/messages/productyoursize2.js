/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productyoursize2Inputs */

const de_ch2_productyoursize2 = /** @type {(inputs: Productyoursize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Grösse:`)
};

/**

* @param {Productyoursize2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productyoursize2 = de_ch2_productyoursize2;
export { productyoursize2 as "productYourSize" }