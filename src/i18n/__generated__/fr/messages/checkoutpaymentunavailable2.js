/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ description: NonNullable<unknown> }} Checkoutpaymentunavailable2Inputs */

const fr_checkoutpaymentunavailable2 = /** @type {(inputs: Checkoutpaymentunavailable2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.description} Non disponible pour cette commande.`)
};

/**

* @param {Checkoutpaymentunavailable2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentunavailable2 = fr_checkoutpaymentunavailable2;
export { checkoutpaymentunavailable2 as "checkoutPaymentUnavailable" }