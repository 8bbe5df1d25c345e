/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutwithdrawallink2Inputs */

const de_ch2_checkoutwithdrawallink2 = /** @type {(inputs: Checkoutwithdrawallink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widerrufsbelehrung`)
};

/**

* @param {Checkoutwithdrawallink2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutwithdrawallink2 = de_ch2_checkoutwithdrawallink2;
export { checkoutwithdrawallink2 as "checkoutWithdrawalLink" }