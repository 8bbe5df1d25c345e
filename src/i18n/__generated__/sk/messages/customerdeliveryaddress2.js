/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeliveryaddress2Inputs */

const sk_customerdeliveryaddress2 = /** @type {(inputs: Customerdeliveryaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručovacia adresa`)
};

/**

* @param {Customerdeliveryaddress2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerdeliveryaddress2 = sk_customerdeliveryaddress2;
export { customerdeliveryaddress2 as "customerDeliveryAddress" }