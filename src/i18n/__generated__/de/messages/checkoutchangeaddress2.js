/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchangeaddress2Inputs */

const de_checkoutchangeaddress2 = /** @type {(inputs: Checkoutchangeaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferadresse ändern`)
};

/**

* @param {Checkoutchangeaddress2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutchangeaddress2 = de_checkoutchangeaddress2;
export { checkoutchangeaddress2 as "checkoutChangeAddress" }