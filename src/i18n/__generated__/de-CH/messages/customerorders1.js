/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorders1Inputs */

const de_ch2_customerorders1 = /** @type {(inputs: Customerorders1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen`)
};

/**

* @param {Customerorders1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerorders1 = de_ch2_customerorders1;
export { customerorders1 as "customerOrders" }