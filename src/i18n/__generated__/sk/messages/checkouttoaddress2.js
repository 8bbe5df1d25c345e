/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttoaddress2Inputs */

const sk_checkouttoaddress2 = /** @type {(inputs: Checkouttoaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokračovať na doručovaciu adresu`)
};

/**

* @param {Checkouttoaddress2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkouttoaddress2 = sk_checkouttoaddress2;
export { checkouttoaddress2 as "checkoutToAddress" }