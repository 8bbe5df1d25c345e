/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Checkoutconfirmationto2Inputs */

const fr_checkoutconfirmationto2 = /** @type {(inputs: Checkoutconfirmationto2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous enverrons la confirmation de commande à ${i?.email}.`)
};

/**

* @param {Checkoutconfirmationto2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutconfirmationto2 = fr_checkoutconfirmationto2;
export { checkoutconfirmationto2 as "checkoutConfirmationTo" }