/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentoutfordelivery4Inputs */

const de_ch2_customershipmentoutfordelivery4 = /** @type {(inputs: Customershipmentoutfordelivery4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Zustellung`)
};

/**

* @param {Customershipmentoutfordelivery4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customershipmentoutfordelivery4 = de_ch2_customershipmentoutfordelivery4;
export { customershipmentoutfordelivery4 as "customerShipmentOutForDelivery" }