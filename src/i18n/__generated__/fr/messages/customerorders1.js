/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorders1Inputs */

const fr_customerorders1 = /** @type {(inputs: Customerorders1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commandes`)
};

/**

* @param {Customerorders1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerorders1 = fr_customerorders1;
export { customerorders1 as "customerOrders" }