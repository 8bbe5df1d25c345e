/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Zip_Code_Invalid14Inputs */

const sv_zip_code_invalid14 = /** @type {(inputs: Zip_Code_Invalid14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Postnumret består av minst ${i?.min} siffror`)
};

/**

* @param {Zip_Code_Invalid14Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const zip_code_invalid14 = sv_zip_code_invalid14;
export { zip_code_invalid14 as "ZIP_CODE_INVALID" }