/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Checkoutconfirmationto2Inputs */

const sk_checkoutconfirmationto2 = /** @type {(inputs: Checkoutconfirmationto2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Potvrdenie objednávky pošleme na ${i?.email}.`)
};

/**

* @param {Checkoutconfirmationto2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutconfirmationto2 = sk_checkoutconfirmationto2;
export { checkoutconfirmationto2 as "checkoutConfirmationTo" }