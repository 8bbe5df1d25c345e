/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ description: NonNullable<unknown> }} Checkoutpaymentunavailable2Inputs */

const de_checkoutpaymentunavailable2 = /** @type {(inputs: Checkoutpaymentunavailable2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.description} Für diese Bestellung nicht möglich.`)
};

/**

* @param {Checkoutpaymentunavailable2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentunavailable2 = de_checkoutpaymentunavailable2;
export { checkoutpaymentunavailable2 as "checkoutPaymentUnavailable" }