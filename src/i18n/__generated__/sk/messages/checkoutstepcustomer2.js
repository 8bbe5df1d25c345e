/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstepcustomer2Inputs */

const sk_checkoutstepcustomer2 = /** @type {(inputs: Checkoutstepcustomer2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prihlásenie`)
};

/**

* @param {Checkoutstepcustomer2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutstepcustomer2 = sk_checkoutstepcustomer2;
export { checkoutstepcustomer2 as "checkoutStepCustomer" }