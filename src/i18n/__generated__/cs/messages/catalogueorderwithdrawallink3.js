/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderwithdrawallink3Inputs */

const cs_catalogueorderwithdrawallink3 = /** @type {(inputs: Catalogueorderwithdrawallink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`právo na odstoupení od smlouvy`)
};

/**

* @param {Catalogueorderwithdrawallink3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueorderwithdrawallink3 = cs_catalogueorderwithdrawallink3;
export { catalogueorderwithdrawallink3 as "catalogueOrderWithdrawalLink" }