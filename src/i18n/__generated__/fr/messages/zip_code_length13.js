/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown> }} Zip_Code_Length13Inputs */

const fr_zip_code_length13 = /** @type {(inputs: Zip_Code_Length13Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le code postal comporte ${i?.length} chiffres`)
};

/**

* @param {Zip_Code_Length13Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const zip_code_length13 = fr_zip_code_length13;
export { zip_code_length13 as "ZIP_CODE_LENGTH" }