/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplaceorder2Inputs */

const nl_checkoutplaceorder2 = /** @type {(inputs: Checkoutplaceorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellen met betaalverplichting`)
};

/**

* @param {Checkoutplaceorder2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutplaceorder2 = nl_checkoutplaceorder2;
export { checkoutplaceorder2 as "checkoutPlaceOrder" }