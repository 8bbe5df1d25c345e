/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbacktoorders3Inputs */

const de_customerbacktoorders3 = /** @type {(inputs: Customerbacktoorders3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu Ihren Bestellungen`)
};

/**

* @param {Customerbacktoorders3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerbacktoorders3 = de_customerbacktoorders3;
export { customerbacktoorders3 as "customerBackToOrders" }