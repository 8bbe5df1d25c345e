export { atb_no_variant_selected20 as "ATB_NO_VARIANT_SELECTED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Atb_No_Variant_Selected20Inputs = {};
/**

* @param {Atb_No_Variant_Selected20Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const atb_no_variant_selected20: ((inputs?: Atb_No_Variant_Selected20Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Atb_No_Variant_Selected20Inputs, {
    locale?: "de-CH";
}, {}>;
