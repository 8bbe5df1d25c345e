/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Zip_Code_Invalid14Inputs */

const fr_zip_code_invalid14 = /** @type {(inputs: Zip_Code_Invalid14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le code postal comporte au moins ${i?.min} chiffres`)
};

/**

* @param {Zip_Code_Invalid14Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const zip_code_invalid14 = fr_zip_code_invalid14;
export { zip_code_invalid14 as "ZIP_CODE_INVALID" }