/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_Variant_Outsold17Inputs */

const cs_atb_variant_outsold17 = /** @type {(inputs: Atb_Variant_Outsold17Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tato velikost je vyprodaná`)
};

/**

* @param {Atb_Variant_Outsold17Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const atb_variant_outsold17 = /** @type {((inputs?: Atb_Variant_Outsold17Inputs, options?: { locale?: "cs" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Atb_Variant_Outsold17Inputs, { locale?: "cs" }, {}>} */ ((inputs = {}, options = {}) => {
	return cs_atb_variant_outsold17(inputs)
});
export { atb_variant_outsold17 as "ATB_VARIANT_OUTSOLD" }