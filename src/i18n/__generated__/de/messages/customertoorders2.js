/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertoorders2Inputs */

const de_customertoorders2 = /** @type {(inputs: Customertoorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu Ihren Bestellungen`)
};

/**

* @param {Customertoorders2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customertoorders2 = de_customertoorders2;
export { customertoorders2 as "customerToOrders" }