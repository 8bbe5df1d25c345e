/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ description: NonNullable<unknown> }} Checkoutpaymentunavailable2Inputs */

const sk_checkoutpaymentunavailable2 = /** @type {(inputs: Checkoutpaymentunavailable2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.description} Pre túto objednávku nie je možné.`)
};

/**

* @param {Checkoutpaymentunavailable2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentunavailable2 = sk_checkoutpaymentunavailable2;
export { checkoutpaymentunavailable2 as "checkoutPaymentUnavailable" }