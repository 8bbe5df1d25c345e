/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderwithdrawallink3Inputs */

const sk_catalogueorderwithdrawallink3 = /** @type {(inputs: Catalogueorderwithdrawallink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`právo na odstúpenie od zmluvy`)
};

/**

* @param {Catalogueorderwithdrawallink3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueorderwithdrawallink3 = sk_catalogueorderwithdrawallink3;
export { catalogueorderwithdrawallink3 as "catalogueOrderWithdrawalLink" }