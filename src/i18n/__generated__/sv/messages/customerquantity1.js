/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerquantity1Inputs */

const sv_customerquantity1 = /** @type {(inputs: Customerquantity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antal`)
};

/**

* @param {Customerquantity1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerquantity1 = sv_customerquantity1;
export { customerquantity1 as "customerQuantity" }