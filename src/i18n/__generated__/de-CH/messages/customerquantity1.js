/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerquantity1Inputs */

const de_ch2_customerquantity1 = /** @type {(inputs: Customerquantity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menge`)
};

/**

* @param {Customerquantity1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerquantity1 = de_ch2_customerquantity1;
export { customerquantity1 as "customerQuantity" }