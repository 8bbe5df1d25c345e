/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Zip_Code_Invalid14Inputs */

const de_ch2_zip_code_invalid14 = /** @type {(inputs: Zip_Code_Invalid14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Postleitzahl besteht aus mindestens ${i?.min} Ziffern`)
};

/**

* @param {Zip_Code_Invalid14Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const zip_code_invalid14 = /** @type {((inputs: Zip_Code_Invalid14Inputs, options?: { locale?: "de-CH" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Zip_Code_Invalid14Inputs, { locale?: "de-CH" }, {}>} */ ((inputs, options = {}) => {
	return de_ch2_zip_code_invalid14(inputs)
});
export { zip_code_invalid14 as "ZIP_CODE_INVALID" }