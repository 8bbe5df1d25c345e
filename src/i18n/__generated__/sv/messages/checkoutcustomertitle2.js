/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcustomertitle2Inputs */

const sv_checkoutcustomertitle2 = /** @type {(inputs: Checkoutcustomertitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jag är redan kund`)
};

/**

* @param {Checkoutcustomertitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutcustomertitle2 = sv_checkoutcustomertitle2;
export { checkoutcustomertitle2 as "checkoutCustomerTitle" }