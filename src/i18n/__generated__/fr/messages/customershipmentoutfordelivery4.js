/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentoutfordelivery4Inputs */

const fr_customershipmentoutfordelivery4 = /** @type {(inputs: Customershipmentoutfordelivery4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cours de livraison`)
};

/**

* @param {Customershipmentoutfordelivery4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customershipmentoutfordelivery4 = fr_customershipmentoutfordelivery4;
export { customershipmentoutfordelivery4 as "customerShipmentOutForDelivery" }