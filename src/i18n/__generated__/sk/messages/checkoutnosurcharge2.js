/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutnosurcharge2Inputs */

const sk_checkoutnosurcharge2 = /** @type {(inputs: Checkoutnosurcharge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bez príplatku`)
};

/**

* @param {Checkoutnosurcharge2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutnosurcharge2 = sk_checkoutnosurcharge2;
export { checkoutnosurcharge2 as "checkoutNoSurcharge" }