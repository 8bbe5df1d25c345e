/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeliveryaddress2Inputs */

const de_ch2_customerdeliveryaddress2 = /** @type {(inputs: Customerdeliveryaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferadresse`)
};

/**

* @param {Customerdeliveryaddress2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerdeliveryaddress2 = de_ch2_customerdeliveryaddress2;
export { customerdeliveryaddress2 as "customerDeliveryAddress" }