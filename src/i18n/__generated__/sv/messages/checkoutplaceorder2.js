/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplaceorder2Inputs */

const sv_checkoutplaceorder2 = /** @type {(inputs: Checkoutplaceorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slutför köp`)
};

/**

* @param {Checkoutplaceorder2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutplaceorder2 = sv_checkoutplaceorder2;
export { checkoutplaceorder2 as "checkoutPlaceOrder" }