/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Checkoutconfirmationemail2Inputs */

const fr_checkoutconfirmationemail2 = /** @type {(inputs: Checkoutconfirmationemail2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmation de commande à : ${i?.email}`)
};

/**

* @param {Checkoutconfirmationemail2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutconfirmationemail2 = fr_checkoutconfirmationemail2;
export { checkoutconfirmationemail2 as "checkoutConfirmationEmail" }