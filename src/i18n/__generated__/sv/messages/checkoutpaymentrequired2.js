/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutpaymentrequired2Inputs */

const sv_checkoutpaymentrequired2 = /** @type {(inputs: Checkoutpaymentrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Välj ett betalsätt`)
};

/**

* @param {Checkoutpaymentrequired2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentrequired2 = sv_checkoutpaymentrequired2;
export { checkoutpaymentrequired2 as "checkoutPaymentRequired" }