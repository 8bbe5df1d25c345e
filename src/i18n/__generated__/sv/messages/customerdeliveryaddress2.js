/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeliveryaddress2Inputs */

const sv_customerdeliveryaddress2 = /** @type {(inputs: Customerdeliveryaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leveransadress`)
};

/**

* @param {Customerdeliveryaddress2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerdeliveryaddress2 = sv_customerdeliveryaddress2;
export { customerdeliveryaddress2 as "customerDeliveryAddress" }