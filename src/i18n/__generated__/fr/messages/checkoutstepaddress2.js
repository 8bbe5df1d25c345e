/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstepaddress2Inputs */

const fr_checkoutstepaddress2 = /** @type {(inputs: Checkoutstepaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse de livraison`)
};

/**

* @param {Checkoutstepaddress2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutstepaddress2 = fr_checkoutstepaddress2;
export { checkoutstepaddress2 as "checkoutStepAddress" }