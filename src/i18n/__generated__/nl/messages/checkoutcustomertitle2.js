/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcustomertitle2Inputs */

const nl_checkoutcustomertitle2 = /** @type {(inputs: Checkoutcustomertitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ik ben al klant`)
};

/**

* @param {Checkoutcustomertitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutcustomertitle2 = nl_checkoutcustomertitle2;
export { checkoutcustomertitle2 as "checkoutCustomerTitle" }