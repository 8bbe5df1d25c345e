/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplaceform2Inputs */

const cs_checkoutplaceform2 = /** @type {(inputs: Checkoutplaceform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dokončit objednávku`)
};

/**

* @param {Checkoutplaceform2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutplaceform2 = cs_checkoutplaceform2;
export { checkoutplaceform2 as "checkoutPlaceForm" }