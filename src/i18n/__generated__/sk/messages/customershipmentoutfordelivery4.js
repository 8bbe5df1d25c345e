/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentoutfordelivery4Inputs */

const sk_customershipmentoutfordelivery4 = /** @type {(inputs: Customershipmentoutfordelivery4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`V doručovaní`)
};

/**

* @param {Customershipmentoutfordelivery4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customershipmentoutfordelivery4 = sk_customershipmentoutfordelivery4;
export { customershipmentoutfordelivery4 as "customerShipmentOutForDelivery" }