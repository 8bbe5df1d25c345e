/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentoutfordelivery4Inputs */

const cs_customershipmentoutfordelivery4 = /** @type {(inputs: Customershipmentoutfordelivery4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`V doručování`)
};

/**

* @param {Customershipmentoutfordelivery4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customershipmentoutfordelivery4 = cs_customershipmentoutfordelivery4;
export { customershipmentoutfordelivery4 as "customerShipmentOutForDelivery" }