/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplaceorder2Inputs */

const fr_checkoutplaceorder2 = /** @type {(inputs: Checkoutplaceorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commander avec obligation de paiement`)
};

/**

* @param {Checkoutplaceorder2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutplaceorder2 = fr_checkoutplaceorder2;
export { checkoutplaceorder2 as "checkoutPlaceOrder" }