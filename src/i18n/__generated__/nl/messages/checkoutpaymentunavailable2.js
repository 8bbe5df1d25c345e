/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ description: NonNullable<unknown> }} Checkoutpaymentunavailable2Inputs */

const nl_checkoutpaymentunavailable2 = /** @type {(inputs: Checkoutpaymentunavailable2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.description} Niet mogelijk voor deze bestelling.`)
};

/**

* @param {Checkoutpaymentunavailable2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentunavailable2 = nl_checkoutpaymentunavailable2;
export { checkoutpaymentunavailable2 as "checkoutPaymentUnavailable" }