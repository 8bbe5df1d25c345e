/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_Variant_Outsold17Inputs */

const de_ch2_atb_variant_outsold17 = /** @type {(inputs: Atb_Variant_Outsold17Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Grösse ist ausverkauft`)
};

/**

* @param {Atb_Variant_Outsold17Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const atb_variant_outsold17 = de_ch2_atb_variant_outsold17;
export { atb_variant_outsold17 as "ATB_VARIANT_OUTSOLD" }