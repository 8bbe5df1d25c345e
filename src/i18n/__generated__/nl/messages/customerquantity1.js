/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerquantity1Inputs */

const nl_customerquantity1 = /** @type {(inputs: Customerquantity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aantal`)
};

/**

* @param {Customerquantity1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerquantity1 = nl_customerquantity1;
export { customerquantity1 as "customerQuantity" }