/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchangeaddress2Inputs */

const sv_checkoutchangeaddress2 = /** @type {(inputs: Checkoutchangeaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändra leveransadress`)
};

/**

* @param {Checkoutchangeaddress2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutchangeaddress2 = sv_checkoutchangeaddress2;
export { checkoutchangeaddress2 as "checkoutChangeAddress" }