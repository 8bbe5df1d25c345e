/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplaceform2Inputs */

const sv_checkoutplaceform2 = /** @type {(inputs: Checkoutplaceform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slutför beställningen`)
};

/**

* @param {Checkoutplaceform2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutplaceform2 = sv_checkoutplaceform2;
export { checkoutplaceform2 as "checkoutPlaceForm" }