/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchangeaddress2Inputs */

const cs_checkoutchangeaddress2 = /** @type {(inputs: Checkoutchangeaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Změnit doručovací adresu`)
};

/**

* @param {Checkoutchangeaddress2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutchangeaddress2 = cs_checkoutchangeaddress2;
export { checkoutchangeaddress2 as "checkoutChangeAddress" }