/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Zip_Code_Invalid14Inputs */

const de_ch2_zip_code_invalid14 = /** @type {(inputs: Zip_Code_Invalid14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Postleitzahl besteht aus mindestens ${i?.min} Ziffern`)
};

/**

* @param {Zip_Code_Invalid14Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const zip_code_invalid14 = de_ch2_zip_code_invalid14;
export { zip_code_invalid14 as "ZIP_CODE_INVALID" }