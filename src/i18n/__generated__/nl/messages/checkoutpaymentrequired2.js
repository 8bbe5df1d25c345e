/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutpaymentrequired2Inputs */

const nl_checkoutpaymentrequired2 = /** @type {(inputs: Checkoutpaymentrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een betaalmethode`)
};

/**

* @param {Checkoutpaymentrequired2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentrequired2 = nl_checkoutpaymentrequired2;
export { checkoutpaymentrequired2 as "checkoutPaymentRequired" }