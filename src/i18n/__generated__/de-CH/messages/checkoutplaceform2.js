/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplaceform2Inputs */

const de_ch2_checkoutplaceform2 = /** @type {(inputs: Checkoutplaceform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung abschliessen`)
};

/**

* @param {Checkoutplaceform2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutplaceform2 = de_ch2_checkoutplaceform2;
export { checkoutplaceform2 as "checkoutPlaceForm" }