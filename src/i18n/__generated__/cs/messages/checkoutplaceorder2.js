/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplaceorder2Inputs */

const cs_checkoutplaceorder2 = /** @type {(inputs: Checkoutplaceorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednat s povinností platby`)
};

/**

* @param {Checkoutplaceorder2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutplaceorder2 = cs_checkoutplaceorder2;
export { checkoutplaceorder2 as "checkoutPlaceOrder" }