/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutwithdrawallink2Inputs */

const de_checkoutwithdrawallink2 = /** @type {(inputs: Checkoutwithdrawallink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widerrufsbelehrung`)
};

/**

* @param {Checkoutwithdrawallink2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutwithdrawallink2 = de_checkoutwithdrawallink2;
export { checkoutwithdrawallink2 as "checkoutWithdrawalLink" }