/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeropenpdf2Inputs */

const de_ch2_customeropenpdf2 = /** @type {(inputs: Customeropenpdf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnung als PDF öffnen`)
};

/**

* @param {Customeropenpdf2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customeropenpdf2 = de_ch2_customeropenpdf2;
export { customeropenpdf2 as "customerOpenPdf" }