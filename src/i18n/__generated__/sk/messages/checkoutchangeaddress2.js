/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchangeaddress2Inputs */

const sk_checkoutchangeaddress2 = /** @type {(inputs: Checkoutchangeaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zmeniť doručovaciu adresu`)
};

/**

* @param {Checkoutchangeaddress2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutchangeaddress2 = sk_checkoutchangeaddress2;
export { checkoutchangeaddress2 as "checkoutChangeAddress" }