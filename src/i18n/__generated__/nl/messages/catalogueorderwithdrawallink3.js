/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderwithdrawallink3Inputs */

const nl_catalogueorderwithdrawallink3 = /** @type {(inputs: Catalogueorderwithdrawallink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`herroepingsrecht`)
};

/**

* @param {Catalogueorderwithdrawallink3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueorderwithdrawallink3 = nl_catalogueorderwithdrawallink3;
export { catalogueorderwithdrawallink3 as "catalogueOrderWithdrawalLink" }