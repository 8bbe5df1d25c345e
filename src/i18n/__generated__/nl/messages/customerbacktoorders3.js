/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbacktoorders3Inputs */

const nl_customerbacktoorders3 = /** @type {(inputs: Customerbacktoorders3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terug naar je bestellingen`)
};

/**

* @param {Customerbacktoorders3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerbacktoorders3 = nl_customerbacktoorders3;
export { customerbacktoorders3 as "customerBackToOrders" }