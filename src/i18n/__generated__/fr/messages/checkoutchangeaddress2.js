/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchangeaddress2Inputs */

const fr_checkoutchangeaddress2 = /** @type {(inputs: Checkoutchangeaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier l’adresse de livraison`)
};

/**

* @param {Checkoutchangeaddress2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutchangeaddress2 = fr_checkoutchangeaddress2;
export { checkoutchangeaddress2 as "checkoutChangeAddress" }