/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttermslink2Inputs */

const de_checkouttermslink2 = /** @type {(inputs: Checkouttermslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allgemeinen Geschäftsbedingungen`)
};

/**

* @param {Checkouttermslink2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkouttermslink2 = de_checkouttermslink2;
export { checkouttermslink2 as "checkoutTermsLink" }