export { atb_variant_outsold17 as "ATB_VARIANT_OUTSOLD" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Atb_Variant_Outsold17Inputs = {};
/**

* @param {Atb_Variant_Outsold17Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const atb_variant_outsold17: ((inputs?: Atb_Variant_Outsold17Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Atb_Variant_Outsold17Inputs, {
    locale?: "sv";
}, {}>;
