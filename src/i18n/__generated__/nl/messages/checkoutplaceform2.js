/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplaceform2Inputs */

const nl_checkoutplaceform2 = /** @type {(inputs: Checkoutplaceform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestelling afronden`)
};

/**

* @param {Checkoutplaceform2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutplaceform2 = nl_checkoutplaceform2;
export { checkoutplaceform2 as "checkoutPlaceForm" }