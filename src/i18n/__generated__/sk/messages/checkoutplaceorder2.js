/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplaceorder2Inputs */

const sk_checkoutplaceorder2 = /** @type {(inputs: Checkoutplaceorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednať s povinnosťou platby`)
};

/**

* @param {Checkoutplaceorder2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutplaceorder2 = sk_checkoutplaceorder2;
export { checkoutplaceorder2 as "checkoutPlaceOrder" }