/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutnosurcharge2Inputs */

const cs_checkoutnosurcharge2 = /** @type {(inputs: Checkoutnosurcharge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bez příplatku`)
};

/**

* @param {Checkoutnosurcharge2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutnosurcharge2 = cs_checkoutnosurcharge2;
export { checkoutnosurcharge2 as "checkoutNoSurcharge" }