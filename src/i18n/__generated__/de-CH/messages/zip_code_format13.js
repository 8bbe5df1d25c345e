/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ format: NonNullable<unknown> }} Zip_Code_Format13Inputs */

const de_ch2_zip_code_format13 = /** @type {(inputs: Zip_Code_Format13Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie die Postleitzahl im Format ${i?.format} ein`)
};

/**

* @param {Zip_Code_Format13Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const zip_code_format13 = de_ch2_zip_code_format13;
export { zip_code_format13 as "ZIP_CODE_FORMAT" }