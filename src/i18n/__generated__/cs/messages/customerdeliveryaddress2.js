/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeliveryaddress2Inputs */

const cs_customerdeliveryaddress2 = /** @type {(inputs: Customerdeliveryaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručovací adresa`)
};

/**

* @param {Customerdeliveryaddress2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerdeliveryaddress2 = cs_customerdeliveryaddress2;
export { customerdeliveryaddress2 as "customerDeliveryAddress" }