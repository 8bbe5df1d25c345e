/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderinstalmentsurcharge2Inputs */

const fr_orderinstalmentsurcharge2 = /** @type {(inputs: Orderinstalmentsurcharge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supplément paiement échelonné`)
};

/**

* @param {Orderinstalmentsurcharge2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderinstalmentsurcharge2 = fr_orderinstalmentsurcharge2;
export { orderinstalmentsurcharge2 as "orderInstalmentSurcharge" }