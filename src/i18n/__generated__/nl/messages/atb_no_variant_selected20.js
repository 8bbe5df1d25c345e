/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_No_Variant_Selected20Inputs */

const nl_atb_no_variant_selected20 = /** @type {(inputs: Atb_No_Variant_Selected20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een maat`)
};

/**

* @param {Atb_No_Variant_Selected20Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const atb_no_variant_selected20 = nl_atb_no_variant_selected20;
export { atb_no_variant_selected20 as "ATB_NO_VARIANT_SELECTED" }