/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstepaddress2Inputs */

const sk_checkoutstepaddress2 = /** @type {(inputs: Checkoutstepaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručovacia adresa`)
};

/**

* @param {Checkoutstepaddress2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutstepaddress2 = sk_checkoutstepaddress2;
export { checkoutstepaddress2 as "checkoutStepAddress" }