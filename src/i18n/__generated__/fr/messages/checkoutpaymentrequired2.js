/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutpaymentrequired2Inputs */

const fr_checkoutpaymentrequired2 = /** @type {(inputs: Checkoutpaymentrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un mode de paiement`)
};

/**

* @param {Checkoutpaymentrequired2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentrequired2 = fr_checkoutpaymentrequired2;
export { checkoutpaymentrequired2 as "checkoutPaymentRequired" }