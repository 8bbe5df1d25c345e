/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ format: NonNullable<unknown> }} Zip_Code_Format13Inputs */

const sv_zip_code_format13 = /** @type {(inputs: Zip_Code_Format13Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ange postnumret i formatet ${i?.format}`)
};

/**

* @param {Zip_Code_Format13Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const zip_code_format13 = sv_zip_code_format13;
export { zip_code_format13 as "ZIP_CODE_FORMAT" }