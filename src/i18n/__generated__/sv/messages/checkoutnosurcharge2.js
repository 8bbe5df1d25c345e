/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutnosurcharge2Inputs */

const sv_checkoutnosurcharge2 = /** @type {(inputs: Checkoutnosurcharge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`utan tillägg`)
};

/**

* @param {Checkoutnosurcharge2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutnosurcharge2 = sv_checkoutnosurcharge2;
export { checkoutnosurcharge2 as "checkoutNoSurcharge" }