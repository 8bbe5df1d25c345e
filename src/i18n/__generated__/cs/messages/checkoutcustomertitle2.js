/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcustomertitle2Inputs */

const cs_checkoutcustomertitle2 = /** @type {(inputs: Checkoutcustomertitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Už jsem zákazník`)
};

/**

* @param {Checkoutcustomertitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutcustomertitle2 = cs_checkoutcustomertitle2;
export { checkoutcustomertitle2 as "checkoutCustomerTitle" }