/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Checkoutconfirmationemail2Inputs */

const de_ch2_checkoutconfirmationemail2 = /** @type {(inputs: Checkoutconfirmationemail2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellbestätigung an: ${i?.email}`)
};

/**

* @param {Checkoutconfirmationemail2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutconfirmationemail2 = de_ch2_checkoutconfirmationemail2;
export { checkoutconfirmationemail2 as "checkoutConfirmationEmail" }