/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentoutfordelivery4Inputs */

const sv_customershipmentoutfordelivery4 = /** @type {(inputs: Customershipmentoutfordelivery4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ute för leverans`)
};

/**

* @param {Customershipmentoutfordelivery4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customershipmentoutfordelivery4 = sv_customershipmentoutfordelivery4;
export { customershipmentoutfordelivery4 as "customerShipmentOutForDelivery" }