/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchangeaddress2Inputs */

const nl_checkoutchangeaddress2 = /** @type {(inputs: Checkoutchangeaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezorgadres wijzigen`)
};

/**

* @param {Checkoutchangeaddress2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutchangeaddress2 = nl_checkoutchangeaddress2;
export { checkoutchangeaddress2 as "checkoutChangeAddress" }