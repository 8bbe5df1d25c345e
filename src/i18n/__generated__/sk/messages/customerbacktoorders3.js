/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbacktoorders3Inputs */

const sk_customerbacktoorders3 = /** @type {(inputs: Customerbacktoorders3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Späť k Vašim objednávkam`)
};

/**

* @param {Customerbacktoorders3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerbacktoorders3 = sk_customerbacktoorders3;
export { customerbacktoorders3 as "customerBackToOrders" }