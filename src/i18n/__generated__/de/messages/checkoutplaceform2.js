/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplaceform2Inputs */

const de_checkoutplaceform2 = /** @type {(inputs: Checkoutplaceform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung abschließen`)
};

/**

* @param {Checkoutplaceform2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutplaceform2 = de_checkoutplaceform2;
export { checkoutplaceform2 as "checkoutPlaceForm" }