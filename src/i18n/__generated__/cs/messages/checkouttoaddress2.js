/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttoaddress2Inputs */

const cs_checkouttoaddress2 = /** @type {(inputs: Checkouttoaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokračovat k doručovací adrese`)
};

/**

* @param {Checkouttoaddress2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkouttoaddress2 = cs_checkouttoaddress2;
export { checkouttoaddress2 as "checkoutToAddress" }