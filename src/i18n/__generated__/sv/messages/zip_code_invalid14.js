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
const zip_code_invalid14 = /** @type {((inputs: Zip_Code_Invalid14Inputs, options?: { locale?: "sv" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Zip_Code_Invalid14Inputs, { locale?: "sv" }, {}>} */ ((inputs, options = {}) => {
	return sv_zip_code_invalid14(inputs)
});
export { zip_code_invalid14 as "ZIP_CODE_INVALID" }