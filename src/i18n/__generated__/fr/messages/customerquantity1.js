/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerquantity1Inputs */

const fr_customerquantity1 = /** @type {(inputs: Customerquantity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantité`)
};

/**

* @param {Customerquantity1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerquantity1 = fr_customerquantity1;
export { customerquantity1 as "customerQuantity" }