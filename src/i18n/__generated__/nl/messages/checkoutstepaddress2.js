/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstepaddress2Inputs */

const nl_checkoutstepaddress2 = /** @type {(inputs: Checkoutstepaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezorgadres`)
};

/**

* @param {Checkoutstepaddress2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutstepaddress2 = nl_checkoutstepaddress2;
export { checkoutstepaddress2 as "checkoutStepAddress" }