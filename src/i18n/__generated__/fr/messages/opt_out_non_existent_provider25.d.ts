export { opt_out_non_existent_provider25 as "OPT_OUT_NON_EXISTENT_PROVIDER" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Opt_Out_Non_Existent_Provider25Inputs = {};
/**

* @param {Opt_Out_Non_Existent_Provider25Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const opt_out_non_existent_provider25: ((inputs?: Opt_Out_Non_Existent_Provider25Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Opt_Out_Non_Existent_Provider25Inputs, {
    locale?: "fr";
}, {}>;
