/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ format: NonNullable<unknown> }} Zip_Code_Format13Inputs */

const nl_zip_code_format13 = /** @type {(inputs: Zip_Code_Format13Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vul de postcode in als ${i?.format}`)
};

/**

* @param {Zip_Code_Format13Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const zip_code_format13 = nl_zip_code_format13;
export { zip_code_format13 as "ZIP_CODE_FORMAT" }