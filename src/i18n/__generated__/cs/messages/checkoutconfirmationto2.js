/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Checkoutconfirmationto2Inputs */

const cs_checkoutconfirmationto2 = /** @type {(inputs: Checkoutconfirmationto2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Potvrzení objednávky pošleme na ${i?.email}.`)
};

/**

* @param {Checkoutconfirmationto2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutconfirmationto2 = cs_checkoutconfirmationto2;
export { checkoutconfirmationto2 as "checkoutConfirmationTo" }