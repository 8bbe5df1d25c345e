/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeliveryaddress2Inputs */

const nl_customerdeliveryaddress2 = /** @type {(inputs: Customerdeliveryaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezorgadres`)
};

/**

* @param {Customerdeliveryaddress2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerdeliveryaddress2 = nl_customerdeliveryaddress2;
export { customerdeliveryaddress2 as "customerDeliveryAddress" }