/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Salutation_Required18Inputs */

const de_ch2_salutation_required18 = /** @type {(inputs: Salutation_Required18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wählen Sie eine Anrede`)
};

/**

* @param {Salutation_Required18Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const salutation_required18 = de_ch2_salutation_required18;
export { salutation_required18 as "SALUTATION_REQUIRED" }