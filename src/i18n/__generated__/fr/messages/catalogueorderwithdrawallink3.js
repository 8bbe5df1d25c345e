/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderwithdrawallink3Inputs */

const fr_catalogueorderwithdrawallink3 = /** @type {(inputs: Catalogueorderwithdrawallink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`droit de rétractation`)
};

/**

* @param {Catalogueorderwithdrawallink3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueorderwithdrawallink3 = fr_catalogueorderwithdrawallink3;
export { catalogueorderwithdrawallink3 as "catalogueOrderWithdrawalLink" }