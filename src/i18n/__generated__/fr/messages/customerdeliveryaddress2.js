/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeliveryaddress2Inputs */

const fr_customerdeliveryaddress2 = /** @type {(inputs: Customerdeliveryaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse de livraison`)
};

/**

* @param {Customerdeliveryaddress2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerdeliveryaddress2 = fr_customerdeliveryaddress2;
export { customerdeliveryaddress2 as "customerDeliveryAddress" }