/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_No_Variant_Selected20Inputs */

const de_ch2_atb_no_variant_selected20 = /** @type {(inputs: Atb_No_Variant_Selected20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wählen Sie eine Grösse`)
};

/**

* @param {Atb_No_Variant_Selected20Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const atb_no_variant_selected20 = de_ch2_atb_no_variant_selected20;
export { atb_no_variant_selected20 as "ATB_NO_VARIANT_SELECTED" }