/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown> }} Zip_Code_Length13Inputs */

const nl_zip_code_length13 = /** @type {(inputs: Zip_Code_Length13Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De postcode bestaat uit ${i?.length} cijfers`)
};

/**

* @param {Zip_Code_Length13Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const zip_code_length13 = nl_zip_code_length13;
export { zip_code_length13 as "ZIP_CODE_LENGTH" }