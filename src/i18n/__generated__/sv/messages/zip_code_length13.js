/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown> }} Zip_Code_Length13Inputs */

const sv_zip_code_length13 = /** @type {(inputs: Zip_Code_Length13Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Postnumret består av ${i?.length} siffror`)
};

/**

* @param {Zip_Code_Length13Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const zip_code_length13 = sv_zip_code_length13;
export { zip_code_length13 as "ZIP_CODE_LENGTH" }