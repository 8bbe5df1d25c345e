/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstepcustomer2Inputs */

const cs_checkoutstepcustomer2 = /** @type {(inputs: Checkoutstepcustomer2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přihlášení`)
};

/**

* @param {Checkoutstepcustomer2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutstepcustomer2 = cs_checkoutstepcustomer2;
export { checkoutstepcustomer2 as "checkoutStepCustomer" }