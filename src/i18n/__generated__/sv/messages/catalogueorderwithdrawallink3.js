/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderwithdrawallink3Inputs */

const sv_catalogueorderwithdrawallink3 = /** @type {(inputs: Catalogueorderwithdrawallink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ångerrätten`)
};

/**

* @param {Catalogueorderwithdrawallink3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueorderwithdrawallink3 = sv_catalogueorderwithdrawallink3;
export { catalogueorderwithdrawallink3 as "catalogueOrderWithdrawalLink" }