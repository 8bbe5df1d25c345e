/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutpaymentrequired2Inputs */

const sk_checkoutpaymentrequired2 = /** @type {(inputs: Checkoutpaymentrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte prosím spôsob platby`)
};

/**

* @param {Checkoutpaymentrequired2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentrequired2 = sk_checkoutpaymentrequired2;
export { checkoutpaymentrequired2 as "checkoutPaymentRequired" }