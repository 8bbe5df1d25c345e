/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertoorders2Inputs */

const sk_customertoorders2 = /** @type {(inputs: Customertoorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K Vašim objednávkam`)
};

/**

* @param {Customertoorders2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customertoorders2 = sk_customertoorders2;
export { customertoorders2 as "customerToOrders" }