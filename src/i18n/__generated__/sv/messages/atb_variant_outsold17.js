/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_Variant_Outsold17Inputs */

const sv_atb_variant_outsold17 = /** @type {(inputs: Atb_Variant_Outsold17Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Den här storleken är slutsåld`)
};

/**

* @param {Atb_Variant_Outsold17Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const atb_variant_outsold17 = sv_atb_variant_outsold17;
export { atb_variant_outsold17 as "ATB_VARIANT_OUTSOLD" }