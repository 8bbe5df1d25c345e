/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbacktoorders3Inputs */

const de_ch2_customerbacktoorders3 = /** @type {(inputs: Customerbacktoorders3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu Ihren Bestellungen`)
};

/**

* @param {Customerbacktoorders3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerbacktoorders3 = de_ch2_customerbacktoorders3;
export { customerbacktoorders3 as "customerBackToOrders" }