/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordertotal1Inputs */

const de_ch2_ordertotal1 = /** @type {(inputs: Ordertotal1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesamtsumme`)
};

/**

* @param {Ordertotal1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const ordertotal1 = de_ch2_ordertotal1;
export { ordertotal1 as "orderTotal" }