/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutpaymentrequired2Inputs */

const cs_checkoutpaymentrequired2 = /** @type {(inputs: Checkoutpaymentrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte prosím způsob platby`)
};

/**

* @param {Checkoutpaymentrequired2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentrequired2 = cs_checkoutpaymentrequired2;
export { checkoutpaymentrequired2 as "checkoutPaymentRequired" }