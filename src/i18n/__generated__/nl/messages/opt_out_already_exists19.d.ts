export { opt_out_already_exists19 as "OPT_OUT_ALREADY_EXISTS" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Opt_Out_Already_Exists19Inputs = {
    provider: NonNullable<unknown>;
};
/**

* @param {Opt_Out_Already_Exists19Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const opt_out_already_exists19: ((inputs: Opt_Out_Already_Exists19Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Opt_Out_Already_Exists19Inputs, {
    locale?: "nl";
}, {}>;
