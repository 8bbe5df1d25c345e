/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertoorders2Inputs */

const nl_customertoorders2 = /** @type {(inputs: Customertoorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naar je bestellingen`)
};

/**

* @param {Customertoorders2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customertoorders2 = nl_customertoorders2;
export { customertoorders2 as "customerToOrders" }