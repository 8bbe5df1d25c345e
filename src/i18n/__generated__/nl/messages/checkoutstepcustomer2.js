/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstepcustomer2Inputs */

const nl_checkoutstepcustomer2 = /** @type {(inputs: Checkoutstepcustomer2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inloggen`)
};

/**

* @param {Checkoutstepcustomer2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutstepcustomer2 = nl_checkoutstepcustomer2;
export { checkoutstepcustomer2 as "checkoutStepCustomer" }