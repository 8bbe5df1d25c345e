export { opt_out_success13 as "OPT_OUT_SUCCESS" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Opt_Out_Success13Inputs = {
    provider: NonNullable<unknown>;
};
/**

* @param {Opt_Out_Success13Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const opt_out_success13: ((inputs: Opt_Out_Success13Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Opt_Out_Success13Inputs, {
    locale?: "de-CH";
}, {}>;
