/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorders1Inputs */

const de_customerorders1 = /** @type {(inputs: Customerorders1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen`)
};

/**

* @param {Customerorders1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerorders1 = de_customerorders1;
export { customerorders1 as "customerOrders" }