/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_No_Variant_Selected20Inputs */

const sk_atb_no_variant_selected20 = /** @type {(inputs: Atb_No_Variant_Selected20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte si, prosím, veľkosť`)
};

/**

* @param {Atb_No_Variant_Selected20Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const atb_no_variant_selected20 = sk_atb_no_variant_selected20;
export { atb_no_variant_selected20 as "ATB_NO_VARIANT_SELECTED" }