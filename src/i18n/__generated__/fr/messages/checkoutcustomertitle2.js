/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcustomertitle2Inputs */

const fr_checkoutcustomertitle2 = /** @type {(inputs: Checkoutcustomertitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je suis déjà client`)
};

/**

* @param {Checkoutcustomertitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutcustomertitle2 = fr_checkoutcustomertitle2;
export { checkoutcustomertitle2 as "checkoutCustomerTitle" }