/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutwithdrawallink2Inputs */

const fr_checkoutwithdrawallink2 = /** @type {(inputs: Checkoutwithdrawallink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`information sur la rétractation`)
};

/**

* @param {Checkoutwithdrawallink2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutwithdrawallink2 = fr_checkoutwithdrawallink2;
export { checkoutwithdrawallink2 as "checkoutWithdrawalLink" }