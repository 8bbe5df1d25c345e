/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Checkoutconfirmationemail2Inputs */

const sk_checkoutconfirmationemail2 = /** @type {(inputs: Checkoutconfirmationemail2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Potvrdenie objednávky na: ${i?.email}`)
};

/**

* @param {Checkoutconfirmationemail2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutconfirmationemail2 = sk_checkoutconfirmationemail2;
export { checkoutconfirmationemail2 as "checkoutConfirmationEmail" }