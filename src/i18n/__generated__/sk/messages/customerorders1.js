/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorders1Inputs */

const sk_customerorders1 = /** @type {(inputs: Customerorders1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednávky`)
};

/**

* @param {Customerorders1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerorders1 = sk_customerorders1;
export { customerorders1 as "customerOrders" }