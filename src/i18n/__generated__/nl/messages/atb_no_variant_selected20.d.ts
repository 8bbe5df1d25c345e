export { atb_no_variant_selected20 as "ATB_NO_VARIANT_SELECTED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Atb_No_Variant_Selected20Inputs = {};
/**

* @param {Atb_No_Variant_Selected20Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const atb_no_variant_selected20: ((inputs?: Atb_No_Variant_Selected20Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Atb_No_Variant_Selected20Inputs, {
    locale?: "nl";
}, {}>;
