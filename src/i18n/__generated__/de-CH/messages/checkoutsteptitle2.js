/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown>, title: NonNullable<unknown> }} Checkoutsteptitle2Inputs */

const de_ch2_checkoutsteptitle2 = /** @type {(inputs: Checkoutsteptitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schritt ${i?.number} von ${i?.count}: ${i?.title}`)
};

/**

* @param {Checkoutsteptitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutsteptitle2 = de_ch2_checkoutsteptitle2;
export { checkoutsteptitle2 as "checkoutStepTitle" }