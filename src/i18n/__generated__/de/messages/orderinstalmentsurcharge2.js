/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderinstalmentsurcharge2Inputs */

const de_orderinstalmentsurcharge2 = /** @type {(inputs: Orderinstalmentsurcharge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ratenkaufzuschlag`)
};

/**

* @param {Orderinstalmentsurcharge2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderinstalmentsurcharge2 = de_orderinstalmentsurcharge2;
export { orderinstalmentsurcharge2 as "orderInstalmentSurcharge" }