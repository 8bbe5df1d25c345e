/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcustomertitle2Inputs */

const sk_checkoutcustomertitle2 = /** @type {(inputs: Checkoutcustomertitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Už som zákazník`)
};

/**

* @param {Checkoutcustomertitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutcustomertitle2 = sk_checkoutcustomertitle2;
export { checkoutcustomertitle2 as "checkoutCustomerTitle" }