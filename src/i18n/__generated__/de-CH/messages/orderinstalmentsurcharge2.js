/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderinstalmentsurcharge2Inputs */

const de_ch2_orderinstalmentsurcharge2 = /** @type {(inputs: Orderinstalmentsurcharge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ratenkaufzuschlag`)
};

/**

* @param {Orderinstalmentsurcharge2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderinstalmentsurcharge2 = de_ch2_orderinstalmentsurcharge2;
export { orderinstalmentsurcharge2 as "orderInstalmentSurcharge" }