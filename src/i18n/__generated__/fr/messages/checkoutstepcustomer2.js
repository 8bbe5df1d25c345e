/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstepcustomer2Inputs */

const fr_checkoutstepcustomer2 = /** @type {(inputs: Checkoutstepcustomer2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion`)
};

/**

* @param {Checkoutstepcustomer2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutstepcustomer2 = fr_checkoutstepcustomer2;
export { checkoutstepcustomer2 as "checkoutStepCustomer" }