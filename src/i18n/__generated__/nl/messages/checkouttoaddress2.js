/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttoaddress2Inputs */

const nl_checkouttoaddress2 = /** @type {(inputs: Checkouttoaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verder naar bezorgadres`)
};

/**

* @param {Checkouttoaddress2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkouttoaddress2 = nl_checkouttoaddress2;
export { checkouttoaddress2 as "checkoutToAddress" }