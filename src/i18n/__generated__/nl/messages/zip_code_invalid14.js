/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Zip_Code_Invalid14Inputs */

const nl_zip_code_invalid14 = /** @type {(inputs: Zip_Code_Invalid14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De postcode bestaat uit minimaal ${i?.min} cijfers`)
};

/**

* @param {Zip_Code_Invalid14Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const zip_code_invalid14 = nl_zip_code_invalid14;
export { zip_code_invalid14 as "ZIP_CODE_INVALID" }