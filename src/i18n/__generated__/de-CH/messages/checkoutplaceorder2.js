/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplaceorder2Inputs */

const de_ch2_checkoutplaceorder2 = /** @type {(inputs: Checkoutplaceorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungspflichtig bestellen`)
};

/**

* @param {Checkoutplaceorder2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutplaceorder2 = de_ch2_checkoutplaceorder2;
export { checkoutplaceorder2 as "checkoutPlaceOrder" }