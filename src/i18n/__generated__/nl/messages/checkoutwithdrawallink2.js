/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutwithdrawallink2Inputs */

const nl_checkoutwithdrawallink2 = /** @type {(inputs: Checkoutwithdrawallink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`herroepingsinformatie`)
};

/**

* @param {Checkoutwithdrawallink2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutwithdrawallink2 = nl_checkoutwithdrawallink2;
export { checkoutwithdrawallink2 as "checkoutWithdrawalLink" }