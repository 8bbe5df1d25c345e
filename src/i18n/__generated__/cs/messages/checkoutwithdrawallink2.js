/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutwithdrawallink2Inputs */

const cs_checkoutwithdrawallink2 = /** @type {(inputs: Checkoutwithdrawallink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`poučení o odstoupení`)
};

/**

* @param {Checkoutwithdrawallink2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutwithdrawallink2 = cs_checkoutwithdrawallink2;
export { checkoutwithdrawallink2 as "checkoutWithdrawalLink" }