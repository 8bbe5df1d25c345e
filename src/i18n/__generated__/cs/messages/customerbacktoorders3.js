/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbacktoorders3Inputs */

const cs_customerbacktoorders3 = /** @type {(inputs: Customerbacktoorders3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zpět k Vašim objednávkám`)
};

/**

* @param {Customerbacktoorders3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerbacktoorders3 = cs_customerbacktoorders3;
export { customerbacktoorders3 as "customerBackToOrders" }