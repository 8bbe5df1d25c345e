/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutnosurcharge2Inputs */

const fr_checkoutnosurcharge2 = /** @type {(inputs: Checkoutnosurcharge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sans supplément`)
};

/**

* @param {Checkoutnosurcharge2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutnosurcharge2 = fr_checkoutnosurcharge2;
export { checkoutnosurcharge2 as "checkoutNoSurcharge" }