/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutnosurcharge2Inputs */

const nl_checkoutnosurcharge2 = /** @type {(inputs: Checkoutnosurcharge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zonder meerprijs`)
};

/**

* @param {Checkoutnosurcharge2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutnosurcharge2 = nl_checkoutnosurcharge2;
export { checkoutnosurcharge2 as "checkoutNoSurcharge" }