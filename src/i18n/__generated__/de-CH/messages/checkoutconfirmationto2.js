/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Checkoutconfirmationto2Inputs */

const de_ch2_checkoutconfirmationto2 = /** @type {(inputs: Checkoutconfirmationto2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Bestellbestätigung senden wir an ${i?.email}.`)
};

/**

* @param {Checkoutconfirmationto2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutconfirmationto2 = de_ch2_checkoutconfirmationto2;
export { checkoutconfirmationto2 as "checkoutConfirmationTo" }