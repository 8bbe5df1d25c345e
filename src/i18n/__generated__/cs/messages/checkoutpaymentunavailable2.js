/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ description: NonNullable<unknown> }} Checkoutpaymentunavailable2Inputs */

const cs_checkoutpaymentunavailable2 = /** @type {(inputs: Checkoutpaymentunavailable2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.description} Pro tuto objednávku není možné.`)
};

/**

* @param {Checkoutpaymentunavailable2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentunavailable2 = cs_checkoutpaymentunavailable2;
export { checkoutpaymentunavailable2 as "checkoutPaymentUnavailable" }