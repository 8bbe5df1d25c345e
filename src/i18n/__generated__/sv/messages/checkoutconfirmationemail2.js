/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Checkoutconfirmationemail2Inputs */

const sv_checkoutconfirmationemail2 = /** @type {(inputs: Checkoutconfirmationemail2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Orderbekräftelse till: ${i?.email}`)
};

/**

* @param {Checkoutconfirmationemail2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutconfirmationemail2 = sv_checkoutconfirmationemail2;
export { checkoutconfirmationemail2 as "checkoutConfirmationEmail" }