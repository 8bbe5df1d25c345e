/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplaceform2Inputs */

const fr_checkoutplaceform2 = /** @type {(inputs: Checkoutplaceform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finaliser la commande`)
};

/**

* @param {Checkoutplaceform2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutplaceform2 = fr_checkoutplaceform2;
export { checkoutplaceform2 as "checkoutPlaceForm" }