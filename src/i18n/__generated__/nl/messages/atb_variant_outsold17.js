/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_Variant_Outsold17Inputs */

const nl_atb_variant_outsold17 = /** @type {(inputs: Atb_Variant_Outsold17Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze maat is uitverkocht`)
};

/**

* @param {Atb_Variant_Outsold17Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const atb_variant_outsold17 = nl_atb_variant_outsold17;
export { atb_variant_outsold17 as "ATB_VARIANT_OUTSOLD" }