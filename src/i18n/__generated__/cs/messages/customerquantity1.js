/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerquantity1Inputs */

const cs_customerquantity1 = /** @type {(inputs: Customerquantity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Množství`)
};

/**

* @param {Customerquantity1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerquantity1 = cs_customerquantity1;
export { customerquantity1 as "customerQuantity" }