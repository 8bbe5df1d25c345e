/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown> }} Zip_Code_Length13Inputs */

const de_zip_code_length13 = /** @type {(inputs: Zip_Code_Length13Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Postleitzahl besteht aus ${i?.length} Ziffern`)
};

/**

* @param {Zip_Code_Length13Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const zip_code_length13 = de_zip_code_length13;
export { zip_code_length13 as "ZIP_CODE_LENGTH" }